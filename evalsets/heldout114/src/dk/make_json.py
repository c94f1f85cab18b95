import json, pathlib
cv = {
 "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
 "basics": {
  "name": "Daniyar Kadyrov",
  "label": "Senior Applied Scientist, Speech Recognition",
  "email": "d.kadyrov@protonmail.com",
  "phone": "+44 7700 918 264",
  "url": "https://dkadyrov.github.io",
  "summary": "Speech recognition researcher working on streaming end-to-end ASR, on-device model compression and multilingual acoustic modelling. Ten peer-reviewed papers (Interspeech, ICASSP, ASRU).",
  "location": {"city": "Cambridge", "countryCode": "GB"},
  "profiles": [{"network": "Google Scholar", "url": "https://scholar.google.com/citations?user=dk_asr"}]
 },
 "work": [
  {"name": "Amazon", "position": "Senior Applied Scientist, Alexa AI - Speech Recognition", "location": "Cambridge, UK",
   "startDate": "2023-09", "summary": "Tech lead for streaming RNN-T acoustic models serving Alexa devices in English, German and Hindi.",
   "highlights": ["Reduced word error rate of the on-device streaming RNN-T by 9% relative with contextual biasing for contact names.",
                  "Shipped 4-bit quantised conformer encoders to Echo devices, cutting model size by 68%."]},
  {"name": "Amazon", "position": "Applied Scientist II, Alexa AI", "location": "Cambridge, UK",
   "startDate": "2021-03", "endDate": "2023-08",
   "highlights": ["Built semi-supervised training pipelines on 1M+ hours of de-identified speech with PyTorch and k2.",
                  "Co-developed multilingual acoustic models for low-resource locales."]},
  {"name": "Google", "position": "Research Intern, Speech team", "location": "New York, USA",
   "startDate": "2019-06", "endDate": "2019-09", "summary": "summer 2019: non-streaming to streaming knowledge distillation for ASR."},
  {"name": "Microsoft Research Asia", "position": "Research Intern, Speech Group", "location": "Beijing, China",
   "startDate": "2018-07", "endDate": "2018-10", "summary": "Code-switching Mandarin-English speech recognition experiments in Kaldi."}
 ],
 "education": [
  {"institution": "The University of Edinburgh", "area": "Informatics (Centre for Speech Technology Research)", "studyType": "PhD",
   "startDate": "2017-09", "endDate": "2021-02", "score": "Thesis: Adaptation of end-to-end speech recognisers to unseen speakers and accents"},
  {"institution": "Novosibirsk State University", "area": "Applied Mathematics and Informatics", "studyType": "MSc",
   "startDate": "2015-09", "endDate": "2017-06"},
  {"institution": "Novosibirsk State University", "area": "Mathematics", "studyType": "BSc",
   "startDate": "2011-09", "endDate": "2015-06"}
 ],
 "publications": [
  {"name": "Contextual biasing for streaming RNN-T with a neural trie", "publisher": "ICASSP 2025", "releaseDate": "2025-04",
   "summary": "D. Kadyrov, M. Lindgren, P. Sharma"},
  {"name": "Four-bit conformer encoders for on-device ASR", "publisher": "Interspeech 2023", "releaseDate": "2023-08",
   "summary": "D. Kadyrov, A. Ortega, J. Whitfield"},
  {"name": "Accent-robust end-to-end ASR with speaker-aware adapters", "publisher": "ICASSP 2021", "releaseDate": "2021-06",
   "summary": "D. Kadyrov, P. Bell, S. Renals"},
  {"name": "Streaming distillation from full-context teachers", "publisher": "Interspeech 2020", "releaseDate": "2020-10",
   "summary": "D. Kadyrov, with co-authors from Google Research"},
  {"name": "Data augmentation for accented child speech", "publisher": "ASRU 2019 Workshop on Child Speech", "releaseDate": "2019-12",
   "summary": "workshop paper"}
 ],
 "awards": [{"title": "Best Student Paper Award", "awarder": "Interspeech 2020", "date": "2020-10"}],
 "skills": [
  {"name": "Speech recognition", "keywords": ["RNN-T", "Conformer", "CTC", "contextual biasing", "model quantisation"]},
  {"name": "Toolkits", "keywords": ["PyTorch", "k2", "Kaldi", "ESPnet", "SpeechBrain"]},
  {"name": "Programming", "keywords": ["Python", "C++", "Bash", "Scala"]}
 ],
 "languages": [{"language": "Kazakh", "fluency": "Native"}, {"language": "Russian", "fluency": "Native"}, {"language": "English", "fluency": "Fluent"}]
}
pathlib.Path(__file__).resolve().parents[2].joinpath("cvs", "daniyar_kadyrov.resume.json").write_text(json.dumps(cv, ensure_ascii=False, indent=2), encoding="utf-8")
