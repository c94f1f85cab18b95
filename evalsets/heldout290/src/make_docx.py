from docx import Document
from docx.shared import Pt
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(11)
P = d.add_paragraph
p = P(); r = p.add_run("Noelani Fairbanks"); r.bold = True; r.font.size = Pt(18)
P("Singapore | noelani.fairbanks@gmail.com | +65 9187 3342 | linkedin.com/in/noelanifairbanks")
P("")
P("PROFILE").runs[0].bold = True
P("Hotel revenue leader with eleven years in luxury and upper-upscale hotels across Australia, Hong Kong and Singapore. I run pricing, forecasting and distribution strategy and coach small revenue teams.")
P("")
P("EXPERIENCE").runs[0].bold = True
P("Director of Revenue Management, The Ritz-Carlton, Millenia Singapore (Marriott International), Aug 2024 – present").runs[0].bold = True
P("Own rooms, F&B and meetings revenue strategy for a 608-key hotel and lead a team of two revenue analysts. Moved the hotel onto IDeaS G3 RMS with Marriott's group pricing tools, reworked the segmentation and brought RevPAR index from 97 to 108 in the first year.")
P("Revenue Manager, Conrad Hong Kong (Hilton), Jul 2021 – Jul 2024").runs[0].bold = True
P("Ran daily pricing, overbooking and channel mix through Hilton's OnQ and IDeaS; set up the weekly business review with sales and front office; led the post-COVID recovery of the corporate segment.")
P("Assistant Revenue Manager, Conrad Hong Kong (Hilton), Apr 2019 – Jun 2021").runs[0].bold = True
P("Forecasting, group displacement analysis and rate loading in Opera PMS during the 2020 closures and quarantine-hotel contracts.")
P("Revenue Analyst, Sofitel Sydney Darling Harbour (Accor), Aug 2015 – Mar 2019").runs[0].bold = True
P("Pickup reports, competitor rate shopping and the monthly forecast in Excel for the group and leisure segments.")
P("Front Office Intern, Hotel Wailea, Maui, summer 2014").runs[0].bold = True
P("Check-in and reservations during peak season.")
P("")
P("EDUCATION").runs[0].bold = True
P("Bachelor of Science in Travel Industry Management, University of Hawaiʻi at Mānoa (Shidler College of Business), 2011 – 2015")
P("Hotel Revenue Management Certificate, eCornell (online, Cornell Nolan School of Hotel Administration), 2018")
P("")
P("TALKS & AWARDS").runs[0].bold = True
P("Speaker, HSMAI Asia Revenue Optimization Conference, Singapore, 2025")
P("Hilton APAC Revenue Management Rising Star, 2022")
P("")
P("SKILLS").runs[0].bold = True
P("IDeaS G3 RMS, Duetto, Opera PMS, Hilton OnQ, Excel (advanced), Power BI, SQL, STR benchmarking")
d.save("../cvs/Noelani_Fairbanks_Revenue.docx")
