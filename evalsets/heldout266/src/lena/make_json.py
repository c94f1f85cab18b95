import json
cv = {
  "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
  "basics": {
    "name": "Lena Vogelsang",
    "label": "Procurement Manager, Direct Materials (Electronics)",
    "email": "lena.vogelsang@posteo.de",
    "phone": "+49 171 5582 903",
    "location": {"city": "Hannover", "countryCode": "DE"},
    "summary": "Purchasing professional in the automotive supply chain since 2015: electronics commodity strategy, should-cost modelling and supplier negotiations for Tier-1 suppliers. Currently leading a team of four buyers for semiconductors and PCBAs.",
    "profiles": [{"network": "LinkedIn", "username": "lena-vogelsang"}]
  },
  "work": [
    {"name": "ZF Friedrichshafen AG - Commercial Vehicle Solutions (formerly WABCO)",
     "position": "Procurement Manager, Direct Materials (Electronics)",
     "location": "Hannover, Germany", "startDate": "2023-10",
     "summary": "Lead a team of 4 buyers; annual spend responsibility of EUR 310M for semiconductors, PCBAs and sensors.",
     "highlights": ["Negotiated long-term capacity agreements with Infineon and NXP during the 2024 allocation period.",
                    "Introduced should-cost models for PCBAs in Excel and Python, saving 4.1% on the 2025 sourcing round.",
                    "Rolled out SAP Ariba sourcing events for all electronics RFQs."]},
    {"name": "Continental AG - Automotive (now AUMOVIO)",
     "position": "Senior Buyer, Electronic Components",
     "location": "Regensburg, Germany", "startDate": "2018-03", "endDate": "2023-09",
     "highlights": ["Commodity lead for passive components and connectors, EUR 120M spend.",
                    "Managed supplier dual-sourcing during the 2021-2022 chip shortage."]},
    {"name": "Continental AG - Automotive (now AUMOVIO)",
     "position": "Buyer, Electronic Components",
     "location": "Regensburg, Germany", "startDate": "2015-09", "endDate": "2018-02",
     "highlights": ["Quotation analysis and supplier selection in SAP MM for body-electronics projects."]},
    {"name": "Schaeffler Technologies AG & Co. KG",
     "position": "Intern, Purchasing Chassis Systems",
     "location": "Herzogenaurach, Germany", "startDate": "2014-07", "endDate": "2014-09"},
    {"name": "BMW Group",
     "position": "Working Student, Purchasing and Supplier Network",
     "location": "Munich, Germany", "startDate": "2013-10", "endDate": "2014-03"}
  ],
  "education": [
    {"institution": "WHU - Otto Beisheim School of Management", "area": "Business Administration",
     "studyType": "Part-Time MBA", "startDate": "2020-09", "endDate": "2022-08"},
    {"institution": "FernUniversität in Hagen", "area": "Economics (distance learning)",
     "studyType": "M.Sc. (discontinued, not completed)", "startDate": "2016-10", "endDate": "2017-09"},
    {"institution": "Karlsruhe Institute of Technology (KIT)", "area": "Industrial Engineering and Management",
     "studyType": "B.Sc.", "startDate": "2011-10", "endDate": "2015-07"}
  ],
  "awards": [{"title": "Continental Purchasing Excellence Award", "date": "2021", "awarder": "Continental AG"}],
  "certificates": [{"name": "Certified Professional in Supply Management (CPSM)", "date": "2019", "issuer": "Institute for Supply Management"}],
  "skills": [
    {"name": "Procurement", "keywords": ["commodity strategy", "should-cost analysis", "negotiation", "SAP MM", "SAP Ariba"]},
    {"name": "Tools", "keywords": ["Excel", "Power BI", "Python (basic)"]}
  ],
  "languages": [{"language": "German", "fluency": "Native"}, {"language": "English", "fluency": "Fluent"},
                {"language": "Mandarin", "fluency": "Basic (HSK 3)"}]
}
json.dump(cv, open("../../cvs/lena_vogelsang.resume.json", "w"), ensure_ascii=False, indent=2)
