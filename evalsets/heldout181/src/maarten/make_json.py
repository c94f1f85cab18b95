import json
cv = {
 "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
 "basics": {
  "name": "Maarten Halberg",
  "label": "Principal Scientist, Computational Chemistry",
  "email": "m.halberg@posteo.ch",
  "phone": "+41 79 512 33 08",
  "url": "https://orcid.org/0000-0002-5518-0471",
  "summary": "Computational chemist working on structure-based drug design: free energy perturbation (FEP), docking and ML-based property prediction for small-molecule programmes from hit-to-lead through candidate selection. Around seven years in pharma R&D plus two years on the software-vendor side.",
  "location": {"city": "Basel", "countryCode": "CH"},
  "profiles": [{"network": "GitHub", "username": "mhalberg"}]
 },
 "work": [
  {"name": "Novartis Biomedical Research", "position": "Principal Scientist, Computational Chemistry", "location": "Basel, Switzerland",
   "startDate": "2022-01", "summary": "Computational chemistry lead for two oncology small-molecule programmes.",
   "highlights": [
     "Line manager for three computational chemists; run the FEP+ working group for the Basel site.",
     "Ran relative binding free energy (FEP+) campaigns on more than 1,400 designs, prioritising 60 compounds for synthesis per quarter.",
     "Built an RDKit and PyTorch pipeline for ADMET property prediction used by the medicinal chemistry teams."]},
  {"name": "Schrödinger", "position": "Senior Scientist, Applications Science", "location": "New York, NY",
   "startDate": "2020-01", "endDate": "2021-12",
   "highlights": [
     "Supported FEP+ deployments at pharma customers including Bayer and Takeda; trained their modelling groups.",
     "Benchmarked FEP+ on macrocycles and covalent inhibitors for the 2021 release notes."]},
  {"name": "Genentech", "position": "Postdoctoral Fellow, Computational Chemistry", "location": "South San Francisco, CA",
   "startDate": "2017-11", "endDate": "2019-12",
   "summary": "Genentech is a member of the Roche Group.",
   "highlights": [
     "Molecular dynamics (GROMACS, AMBER) of kinase conformational ensembles; two first-author papers.",
     "Docking and free energy calculations supporting a KRAS G12C programme."]},
  {"name": "AstraZeneca", "position": "Summer Intern, Computational Chemistry", "location": "Cambridge, UK",
   "startDate": "2016-06", "endDate": "2016-09",
   "highlights": ["Scripted a KNIME workflow for matched molecular pair analysis."]}
 ],
 "education": [
  {"institution": "University of Cambridge", "area": "Chemistry (Yusuf Hamied Department of Chemistry)", "studyType": "PhD",
   "startDate": "2013-10", "endDate": "2017-09", "score": "",
   "courses": ["Thesis: Free energy methods for protein-ligand binding with explicit water networks"]},
  {"institution": "University of Bristol", "area": "Chemistry", "studyType": "MChem", "startDate": "2009-09", "endDate": "2013-06", "score": "First Class"}
 ],
 "awards": [
  {"title": "RSC Computational Chemistry Group Poster Prize", "date": "2016", "awarder": "Royal Society of Chemistry"},
  {"title": "Roche Postdoctoral Fellowship", "date": "2017", "awarder": "Roche"}
 ],
 "publications": [
  {"name": "Water networks and relative binding free energies in kinase inhibitors", "publisher": "Journal of Chemical Information and Modeling", "releaseDate": "2019-05"},
  {"name": "Conformational selection in KRAS G12C covalent inhibition", "publisher": "Journal of Medicinal Chemistry", "releaseDate": "2020-02"},
  {"name": "FEP+ for macrocycles: a prospective benchmark", "publisher": "Journal of Chemical Theory and Computation", "releaseDate": "2022-08"}
 ],
 "skills": [
  {"name": "Free energy & simulation", "keywords": ["FEP+", "GROMACS", "AMBER", "OpenMM", "Glide docking"]},
  {"name": "Cheminformatics & ML", "keywords": ["RDKit", "PyTorch", "scikit-learn", "KNIME"]},
  {"name": "Programming", "keywords": ["Python", "Bash", "C++", "Julia", "CUDA"]}
 ],
 "languages": [{"language": "Dutch", "fluency": "Native"}, {"language": "English", "fluency": "Fluent"}, {"language": "German", "fluency": "Intermediate"}]
}
json.dump(cv, open("../../cvs/maarten_halberg.resume.json", "w", encoding="utf-8"), indent=2, ensure_ascii=False)
