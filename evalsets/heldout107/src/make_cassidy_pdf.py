# Eoin Cassidy CV: imitates moderncv "casual" (big name, coloured left date column, thin rules).
# TeX Live was not installed on this machine, so the PDF is drawn with reportlab.
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from reportlab.lib.colors import HexColor
OUT = "cvs/eoin_cassidy_cv.pdf"
BLUE = HexColor("#3873b3"); GREY = HexColor("#555555")
c = canvas.Canvas(OUT, pagesize=A4); W, H = A4
y = H - 60
c.setFont("Helvetica", 30); c.setFillColor(BLUE); c.drawString(60, y, "Eoin"); 
c.setFillColor(GREY); c.drawString(60 + c.stringWidth("Eoin ", "Helvetica", 30), y, "Cassidy")
y -= 22; c.setFont("Helvetica-Oblique", 12); c.setFillColor(GREY)
c.drawString(60, y, "Offensive security engineer - red teaming cloud infrastructure")
c.setFont("Helvetica", 8.5)
for i, t in enumerate(["Seattle, WA, USA", "+1 206 555 0148", "eoin.cassidy.sec@gmail.com", "github.com/ecassidy-rt"]):
    c.drawRightString(W - 50, H - 45 - 11 * i, t)
y -= 30
def section(title):
    global y
    y -= 8
    c.setStrokeColor(BLUE); c.setLineWidth(3); c.line(60, y + 3, 150, y + 3)
    c.setFont("Helvetica", 13); c.setFillColor(BLUE); c.drawString(160, y, title)
    y -= 18
def entry(dates, title, org, bullets=(), where=""):
    global y
    c.setFont("Helvetica", 8.5); c.setFillColor(BLUE); c.drawRightString(150, y, dates)
    c.setFillColor(HexColor("#000000")); c.setFont("Helvetica-Bold", 10); c.drawString(160, y, title)
    y -= 12
    c.setFont("Helvetica-Oblique", 9.5); c.drawString(160, y, org + (", " + where if where else ""))
    y -= 13
    c.setFont("Helvetica", 9.5)
    for b in bullets:
        words = " ".join(b).split(); cur = ""; first = True
        for w_ in words + [None]:
            if w_ is None or c.stringWidth(cur + " " + w_, "Helvetica", 9.5) > W - 60 - 180:
                c.drawString(168 if first else 176, y, ("\u2022 " if first else "") + cur.strip()); y -= 12; first = False; cur = ""
            if w_ is not None: cur += " " + w_
    y -= 4
def line(label, text):
    global y
    c.setFont("Helvetica", 8.5); c.setFillColor(BLUE); c.drawRightString(150, y, label)
    c.setFillColor(HexColor("#000000")); c.setFont("Helvetica", 9.5); c.drawString(160, y, text); y -= 13

section("Experience")
entry("Jun 2022 - Present", "Senior Security Engineer, Offensive Security (Red Team)", "Amazon Web Services (AWS)", [
    ["Plan and run adversary-emulation campaigns against AWS control-plane services (IAM, STS, EC2 Nitro)"],
    ["Built an internal C2 framework in Go used for assumed-breach exercises across 14 service teams"],
    ["Purple-team sessions with detection engineers; 60+ findings remediated, incl. 3 critical privilege-escalation paths"],
], "Seattle")
entry("Sep 2019 - May 2022", "Security Engineer", "Amazon Web Services (AWS)", [
    ["Penetration testing of new AWS service launches (application security review, threat modelling)"],
    ["Automated recon tooling in Python; Burp Suite extensions for SigV4-signed request fuzzing"],
])
entry("Jul 2015 - Aug 2019", "Security Consultant", "NCC Group", [
    ["Infrastructure and web-application penetration tests and red-team engagements for clients in banking",
     "and telecoms (Barclays, Vodafone, Allied Irish Banks)"],
    ["Cobalt Strike, phishing pretexts, Active Directory attack paths; wrote 40+ client reports"],
], "Manchester, UK")
entry("summer 2014", "Security Intern", "Rapid7", [["Metasploit module QA and exploit reproduction"]], "Dublin")
section("Education")
entry("2016 - 2018", "MSc Information Security (part-time, distance learning)", "Royal Holloway, University of London")
entry("2011 - 2015", "BSc (Hons) Computer Science", "University College Dublin")
section("Certifications & talks")
line("2016", "OSCP - Offensive Security Certified Professional")
line("2018", "OSCE - Offensive Security Certified Expert")
line("2023", "DEF CON 31 talk: \"Living off the cloud: abusing instance metadata\"")
line("2020", "Microsoft MSRC Most Valuable Security Researcher list (bug bounty)")
section("Skills")
line("Offensive", "Cobalt Strike, Sliver, Burp Suite, BloodHound, Metasploit")
line("Languages", "Go, Python, Bash, PowerShell; some Haskell and OCaml")
line("Cloud", "AWS (IAM, EC2, Lambda, KMS), Kubernetes")
c.setFont("Helvetica", 7); c.setFillColor(GREY); c.drawCentredString(W / 2, 30, "References available on request")
c.save()
