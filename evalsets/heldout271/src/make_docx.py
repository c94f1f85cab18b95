# builds cvs/nerea_urquiola_cv.docx : plain paragraphs, owner's name never in the body
from docx import Document
from docx.shared import Pt
P = [
 ("BRAND MANAGER  |  BEVERAGES", True),
 ("Amsterdam, NL  ·  +31 6 2950 1184  ·  n.urquiola.brand@gmail.com  ·  Spanish and Dutch work permit", False),
 ("PROFILE", True),
 ("Brand manager with nine years in beverages and FMCG: global and local brand plans, innovation launches, agency management and P&L ownership for brands up to EUR 180m net revenue.", False),
 ("EXPERIENCE", True),
 ("Heineken N.V. — Global Brand Manager, Desperados   (03/2022 - today)", True),
 ("Own the global brand plan for Desperados in 14 markets; lead two Assistant Brand Managers and brief the creative and media agencies.", False),
 ("Launched Desperados Lime in 6 markets in 2024; brand grew 11% in volume over two years.", False),
 ("Run the annual brand health tracking with Kantar and the Nielsen sell-out review with market teams.", False),
 ("PepsiCo Iberia — Assistant Brand Manager, Lipton Ice Tea and Pepsi MAX   (09/2018 - 02/2022)", True),
 ("Managed the Lipton Ice Tea summer campaigns in Spain and Portugal and the Pepsi MAX zero-sugar relaunch; handled pricing and promotion analysis with the sales team.", False),
 ("Unilever Spain — Marketing Graduate Trainee (full-time graduate programme)   (09/2017 - 08/2018)", True),
 ("Rotations in brand (Knorr) and customer marketing (Carrefour account).", False),
 ("EDUCATION", True),
 ("IE Business School, Madrid — Global Executive MBA (part-time, blended), 2025 - present", False),
 ("Universidad de Deusto, Bilbao — MSc Marketing Management, 2016 - 2017, not completed (left for the Unilever programme)", False),
 ("Universidad de Navarra, Pamplona — BA Business Administration, 2013 - 2017", False),
 ("AWARDS & PARTNERS", True),
 ("Cannes Lions 2023, Bronze (Creative Strategy) for the Desperados 'Night Shift' campaign, with agency partner Wieden+Kennedy Amsterdam.", False),
 ("Effie Awards Spain 2020, Silver, Lipton Ice Tea 'Zero Summer'.", False),
 ("SKILLS", True),
 ("Brand planning, consumer insight, innovation stage-gate, agency briefing, P&L management, Nielsen, Kantar, Power BI, SQL, Adobe Illustrator.", False),
 ("Languages: Spanish (native), Basque (native), English (C2), Dutch (B1).", False),
]
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
for text, bold in P:
    p = d.add_paragraph(); r = p.add_run(text); r.bold = bold
d.save("cvs/nerea_urquiola_cv.docx")
