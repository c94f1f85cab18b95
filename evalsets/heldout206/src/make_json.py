"""Build cvs/lhartwell_resume.json (JSON Resume schema)."""
import json, pathlib
out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "lhartwell_resume.json"
r = {
 "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
 "basics": {
  "name": "Lennox Hartwell",
  "label": "Research Scientist, reinforcement learning",
  "email": "lennox.hartwell@gmail.com",
  "url": "https://lhartwell.github.io",
  "summary": "Research scientist working on reinforcement learning: exploration, offline RL and world models for continual agents. PhD from the University of Alberta (RLAI lab / Amii).",
  "location": {"city": "London", "countryCode": "GB"},
  "profiles": [{"network": "Google Scholar", "username": "lhartwell"}, {"network": "GitHub", "username": "lhartwell"}]
 },
 "work": [
  {"name": "Google DeepMind", "position": "Research Scientist", "location": "London",
   "startDate": "2022-09",
   "summary": "Reinforcement learning team (continual and open-ended learning).",
   "highlights": ["Lead author of a model-based exploration method now used as a baseline in two internal agent projects.",
                  "Built large-scale distributed RL training pipelines in JAX on TPU pods.",
                  "Co-supervise two student researchers each summer."]},
  {"name": "DeepMind", "position": "Research Scientist Intern", "location": "London",
   "startDate": "2020-06", "endDate": "2020-09",
   "summary": "Offline RL evaluation; internship during the PhD (remote from Edmonton)."},
  {"name": "Microsoft Research", "position": "Research Intern", "location": "Montréal",
   "startDate": "2019-05", "endDate": "2019-08",
   "summary": "Reinforcement Learning group: intrinsic-motivation rewards for text-based games (TextWorld), PyTorch."}
 ],
 "volunteer": [
  {"organization": "NeurIPS", "position": "Reviewer", "startDate": "2020", "summary": "Reviewer for NeurIPS, ICML and ICLR since 2020; NeurIPS 2021 top reviewer."}
 ],
 "education": [
  {"institution": "University of Alberta", "area": "Computing Science", "studyType": "PhD",
   "startDate": "2018-09", "endDate": "2022-07",
   "courses": ["Thesis: Directed exploration with learned world models"]},
  {"institution": "University of Edinburgh", "area": "Mathematics and Computer Science", "studyType": "BSc (Hons)",
   "startDate": "2014-09", "endDate": "2018-06"}
 ],
 "awards": [
  {"title": "Alberta Innovates Graduate Student Scholarship", "date": "2019", "awarder": "Alberta Innovates"},
  {"title": "Google PhD Fellowship in Machine Learning", "date": "2021", "awarder": "Google"}
 ],
 "publications": [
  {"name": "Curiosity in the Model: Directed Exploration with Learned World Models", "publisher": "NeurIPS 2021", "releaseDate": "2021-12",
   "summary": "L. Hartwell, M. White, A. White. Main conference."},
  {"name": "Conservative Value Bootstrapping for Offline Reinforcement Learning", "publisher": "ICML 2023", "releaseDate": "2023-07",
   "summary": "J. Ortega, L. Hartwell, et al."},
  {"name": "Plasticity Loss in Continual RL Agents: A Large-Scale Study", "publisher": "ICLR 2025", "releaseDate": "2025-04",
   "summary": "L. Hartwell, P. Okonkwo, et al."}
 ],
 "skills": [
  {"name": "Reinforcement learning", "keywords": ["exploration", "offline RL", "model-based RL", "continual learning"]},
  {"name": "Programming", "keywords": ["Python", "JAX", "PyTorch", "C++", "Haskell"]},
  {"name": "Infrastructure", "keywords": ["TPU", "Slurm", "Docker"]}
 ],
 "languages": [{"language": "English", "fluency": "Native"}, {"language": "French", "fluency": "Conversational"}]
}
out.write_text(json.dumps(r, ensure_ascii=False, indent=2), encoding="utf-8")
print("wrote", out)
