# Builds cvs/meenakshi_iyengar.resume.json (JSON Resume schema)
import json, os
cv = {
 "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
 "basics": {"name": "Meenakshi Iyengar", "label": "Research Fellow, Battery Materials",
   "email": "m.iyengar@ntu.edu.sg", "phone": "+65 8123 4490",
   "location": {"city": "Singapore", "countryCode": "SG"},
   "summary": "Electrochemist working on sodium-ion and solid-state battery materials: hard-carbon anodes, layered oxide cathodes, and DFT-guided screening of dopants."},
 "work": [
  {"name": "Nanyang Technological University (NTU Singapore)", "position": "Research Fellow, School of Materials Science and Engineering",
   "startDate": "2022-08", "url": "https://www.ntu.edu.sg",
   "summary": "Energy storage group; funded by the National Research Foundation.",
   "highlights": ["Lead the hard-carbon anode work package of a joint project with industry partner CATL (Contemporary Amperex Technology); the project is run from NTU.",
                  "Wrote Python (pymatgen) pipelines for high-throughput DFT screening with VASP on the NSCC supercomputer.",
                  "Operate the group's glovebox, coin-cell and pouch-cell line; in-situ XRD and operando Raman measurements."]},
  {"name": "Tata Chemicals Innovation Centre", "position": "Research Intern", "location": "Pune, India",
   "startDate": "2019-05", "endDate": "2019-07",
   "summary": "Summer internship: synthesis of Prussian-blue analogue cathodes for sodium-ion cells."}
 ],
 "education": [
  {"institution": "Indian Institute of Technology Bombay", "area": "Metallurgical Engineering and Materials Science",
   "studyType": "PhD", "startDate": "2017-07", "endDate": "2022-06",
   "courses": ["Thesis: Hard-carbon anodes for sodium-ion batteries"]},
  {"institution": "National Institute of Technology Tiruchirappalli", "area": "Metallurgical and Materials Engineering",
   "studyType": "B.Tech", "startDate": "2013-07", "endDate": "2017-05"}
 ],
 "awards": [{"title": "Prime Minister's Research Fellowship", "date": "2018", "awarder": "Government of India"},
            {"title": "Best Poster Award, International Battery Association Meeting", "date": "2023", "awarder": "IBA 2023"}],
 "publications": [
  {"name": "Iyengar M., Kulkarni S., Rao P. — Closed-pore engineering of hard carbon for high-rate sodium-ion anodes", "publisher": "Advanced Energy Materials", "releaseDate": "2022-03"},
  {"name": "Deshmukh A., Iyengar M., Rao P. — Sulfur-doped carbon nanosheets for potassium storage", "publisher": "Nano Letters", "releaseDate": "2021-09"},
  {"name": "Lim J. H., Iyengar M.* (corresponding) — Mg-doped O3-type layered oxide cathodes with suppressed phase transitions", "publisher": "Journal of Power Sources", "releaseDate": "2024-11"}
 ],
 "skills": [
  {"name": "Electrochemistry", "keywords": ["cyclic voltammetry", "EIS", "GITT", "coin and pouch cells"]},
  {"name": "Characterisation", "keywords": ["XRD", "SEM/TEM", "XPS", "operando Raman"]},
  {"name": "Computation", "keywords": ["VASP", "DFT", "pymatgen", "Python"]}
 ],
 "languages": [{"language": "English", "fluency": "Fluent"}, {"language": "Tamil", "fluency": "Native"}, {"language": "Hindi", "fluency": "Fluent"}]
}
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "meenakshi_iyengar.resume.json")
json.dump(cv, open(out, "w", encoding="utf-8"), ensure_ascii=False, indent=2)
print("saved", out)
