from docx import Document
from docx.shared import Pt

d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Gideon Rauschenbach - Resume - page 1"

d.add_paragraph("Senior Site Reliability Engineer | Los Gatos, CA | g.rauschenbach@fastmail.com | +1 415 555 0187")

d.add_heading("Profile", level=1)
d.add_paragraph("Site reliability engineer with 7+ years keeping large-scale video delivery up: live "
                "streaming at Twitch, on-demand streaming at Netflix. Before that, CDN operations at Akamai.")

d.add_heading("Experience", level=1)
d.add_heading("Netflix - Senior Site Reliability Engineer, Streaming Platform (Open Connect control plane)", level=2)
d.add_paragraph("04/2022 - today")
for b in ["Core on-call and incident commander for the playback control plane serving 250M+ members.",
          "Led the migration of 40+ control-plane services onto the internal Kubernetes-based container platform, with Terraform-managed infrastructure and Spinnaker pipelines.",
          "Designed SLOs and multi-window burn-rate alerting in Prometheus/Atlas; reduced paging volume by 35%.",
          "Run the chaos-engineering game days for the streaming platform; mentor three junior SREs."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Twitch (Amazon) - Site Reliability Engineer, Video Edge", level=2)
d.add_paragraph("06/2019 - 03/2022")
for b in ["On call for live-video ingest and the edge fleet in 60+ PoPs.",
          "Replaced Puppet-based edge configuration with a Go rollout service with canary analysis.",
          "Ran the first Kubernetes pilot for transcode workers on EKS."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Akamai Technologies - Systems Engineer, Media Delivery", level=2)
d.add_paragraph("08/2017 - 05/2019")
d.add_paragraph("Operated HTTP/HLS media delivery for live sports broadcasts; migrated alerting from Nagios to Prometheus.", style="List Bullet")
d.add_heading("Hulu - Infrastructure Engineering Intern", level=2)
d.add_paragraph("summer 2016")

d.add_heading("Education", level=1)
t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
for r, row in enumerate([("Georgia Institute of Technology", "M.S. Computer Science (OMSCS, online, part-time)", "2021 - 2024"),
                         ("University of Washington", "B.S. Computer Science", "2013 - 2017")]):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading("Talks & Certifications", level=1)
for b in ["SREcon24 Americas talk: \"Burn-rate alerts for a playback control plane\"",
          "Certified Kubernetes Administrator (CKA), CNCF, 2023",
          "AWS Certified Solutions Architect - Associate (2020, lapsed)"]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("Skills", level=1)
d.add_paragraph("Kubernetes, Terraform, Spinnaker, Prometheus, Go, Python, Bash, Linux, AWS (EC2, EKS), chaos engineering, Rust (learning)")
d.save("../../cvs/Resume_SRE_2026.docx")
