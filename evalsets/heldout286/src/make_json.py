import json
r = {
 "basics": {"name": "Kahurangi Tipene", "label": "Senior Developer Advocate",
   "email": "kahu.tipene@fastmail.com", "phone": "+64 21 448 9302",
   "location": {"city": "Wellington", "countryCode": "NZ"},
   "summary": "Developer advocate for a distributed SQL database; previously six years building accounting software as a backend engineer.",
   "profiles": [{"network": "GitHub", "username": "kahutipene"}]},
 "work": [
  {"name": "PingCAP", "position": "Senior Developer Advocate, TiDB Cloud", "startDate": "2023-05",
   "summary": "Remote from Wellington for the APAC developer community.",
   "highlights": ["Manage a team of four developer advocates across Auckland, Singapore and Tokyo; run their hiring and quarterly reviews.",
                  "Built TiDB Operator on Kubernetes demos and Helm charts used in workshops.",
                  "Write Go and TypeScript sample apps for serverless TiDB Cloud clusters."]},
  {"name": "PingCAP", "position": "Developer Advocate", "startDate": "2021-08", "endDate": "2023-04",
   "highlights": ["Gave talks on distributed SQL at KubeCon + CloudNativeCon Europe 2022 and at Percona Live.",
                  "Grew the TiDB community Discord from 2k to 11k members."]},
  {"name": "Xero", "position": "Software Engineer", "startDate": "2015-03", "endDate": "2021-07",
   "highlights": ["Backend engineer on the bank-feeds platform: Node.js and C# services on PostgreSQL.",
                  "Led the migration of reconciliation jobs to an event-driven pipeline."]},
  {"name": "Xero", "position": "Summer Intern, Engineering", "startDate": "2014-11", "endDate": "2015-02",
   "highlights": ["Wrote integration tests for the payroll API."]}
 ],
 "volunteer": [{"organization": "Wellington Golang Meetup", "position": "Co-organiser", "startDate": "2017-01"}],
 "education": [
  {"institution": "University of Illinois Urbana-Champaign", "area": "Computer Science (online, part-time)",
   "studyType": "Master of Computer Science", "startDate": "2024-01", "endDate": "",
   "courses": ["In progress, expected 2027"]},
  {"institution": "Victoria University of Wellington", "area": "Software Engineering",
   "studyType": "BE (Hons)", "startDate": "2011", "endDate": "2014"}
 ],
 "awards": [{"title": "AWS Community Builder (Databases)", "date": "2022", "awarder": "Amazon Web Services"}],
 "skills": [{"name": "Languages", "keywords": ["Go", "TypeScript", "C#", "Python", "Rust"]},
            {"name": "Data & infra", "keywords": ["TiDB", "MySQL", "PostgreSQL", "Kubernetes", "Helm"]}],
 "languages": [{"language": "English", "fluency": "Native"}, {"language": "Te Reo Māori", "fluency": "Conversational"}]
}
json.dump(r, open("../cvs/kahurangi_tipene.resume.json", "w", encoding="utf-8"), ensure_ascii=False, indent=2)
