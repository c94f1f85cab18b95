import json
r = {
 "basics": {"name": "Wiktor Zawisza", "label": "Senior Site Reliability Engineer",
   "email": "wiktor.zawisza@proton.me", "phone": "+31 6 4127 9983",
   "location": {"city": "Amsterdam", "countryCode": "NL"},
   "summary": "SRE with 8 years keeping payment platforms up: Kubernetes, Terraform, observability and incident response for card-acquiring systems."},
 "work": [
  {"name": "Adyen", "position": "Senior Site Reliability Engineer", "location": "Amsterdam",
   "startDate": "2024-04", "endDate": "",
   "summary": "Promoted to senior; tech lead for the payments-authorisation platform's reliability.",
   "highlights": ["Run the on-call rotation and post-incident reviews for the authorisation API (99.999% SLO).",
                  "Migrated 40+ services to multi-region Kubernetes clusters managed with Terraform and Argo CD."]},
  {"name": "Adyen", "position": "Site Reliability Engineer", "location": "Amsterdam",
   "startDate": "2022-10", "endDate": "2024-03",
   "highlights": ["Built Prometheus/Grafana alerting for settlement batch jobs; cut false pages by 60%.",
                  "Wrote Go tooling for automated canary analysis of deployments."]},
  {"name": "Worldpay (FIS)", "position": "DevOps Engineer", "location": "London",
   "startDate": "2018-10", "endDate": "2022-09",
   "highlights": ["Maintained Jenkins and Ansible pipelines for the merchant gateway.",
                  "Moved the fraud-scoring services from VMs to Kubernetes in 2020."]},
  {"name": "Cloudflare", "position": "Systems Engineering Intern", "location": "Lisbon",
   "startDate": "2017-07", "endDate": "2017-09",
   "highlights": ["Wrote Python scripts for edge-server log analysis."]}
 ],
 "education": [
  {"institution": "Georgia Institute of Technology", "area": "Computer Science (OMSCS, online, part-time)",
   "studyType": "Master of Science", "startDate": "2020-08", "endDate": "2022-05",
   "score": "Not completed (withdrew after 5 of 10 courses)"},
  {"institution": "AGH University of Krakow", "area": "Computer Science",
   "studyType": "Bachelor of Engineering (inżynier)", "startDate": "2014-10", "endDate": "2018-02"}
 ],
 "certificates": [{"name": "Certified Kubernetes Administrator (CKA)", "issuer": "The Linux Foundation", "date": "2021-06"}],
 "awards": [{"title": "1st place, HackYeah 2017 (fintech track)", "awarder": "HackYeah", "date": "2017-11"}],
 "skills": [
  {"name": "Infrastructure", "keywords": ["Kubernetes", "Terraform", "Argo CD", "Ansible", "Jenkins", "AWS", "GCP"]},
  {"name": "Observability", "keywords": ["Prometheus", "Grafana", "OpenTelemetry", "PagerDuty"]},
  {"name": "Languages", "keywords": ["Go", "Python", "Bash", "Rust", "Haskell"]}
 ],
 "languages": [{"language": "Polish", "fluency": "Native"}, {"language": "English", "fluency": "Fluent"}, {"language": "Dutch", "fluency": "Basic"}]
}
json.dump(r, open("../cvs/wiktor_zawisza.resume.json", "w", encoding="utf-8"), ensure_ascii=False, indent=2)
