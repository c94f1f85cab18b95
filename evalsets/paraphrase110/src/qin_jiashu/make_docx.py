# builds cvs/Jiashu_Qin_Flutter_2026.docx (English, newer CV of 覃嘉树)
from docx import Document
import os
OUT = os.path.join(os.path.dirname(__file__), '..', '..', 'cvs', 'Jiashu_Qin_Flutter_2026.docx')
d = Document()
d.add_heading('Jiashu Qin', level=0)
d.add_paragraph('Senior Flutter Engineer · Shenzhen · +86 158 1930 7742 · qinjiashu.dev@gmail.com')
d.add_heading('Experience', level=1)
d.add_heading('Ping An Property & Casualty Insurance Company of China (Ping An P&C), Shenzhen', level=2)
d.add_paragraph('Senior Flutter Engineer, Jan 2023 – Present')
d.add_paragraph('Flutter Engineer, Apr 2020 – Dec 2022')
for b in ['Tech lead of the Flutter rewrite of the car-insurance claims app (8M monthly users): photo-based damage reporting, offline drafts, and a shared design system used by 5 squads.',
          'Built the claims BFF (backend-for-frontend) in Go and deployed it on Kubernetes with Helm charts and canary releases; cut median claim-submission time from 9 to 4 minutes.',
          'Introduced golden tests and integration tests in CI; crash-free sessions rose to 99.8%.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Freelance Flutter developer, Aug 2018 – Mar 2020', level=2)
d.add_paragraph('Delivered Flutter apps for small retail and clinic clients; published two open-source plugins on pub.dev.', style='List Bullet')
d.add_heading('Lilith Games (Shanghai), Client Developer Intern, Jul 2017 – Sep 2017', level=2)
d.add_paragraph('Unity UI framework and hot-update module for a mobile strategy game.', style='List Bullet')
d.add_heading('Education', level=1)
d.add_paragraph('B.Eng. Computer Science and Technology, Nanjing University of Information Science and Technology (NUIST), 2014 – 2018')
d.add_heading('Skills', level=1)
d.add_paragraph('Dart/Flutter, Riverpod, Bloc, Kotlin, Swift (basic), Go, Kubernetes, Helm, GitLab CI, Firebase, Sentry')
d.add_paragraph('Talks: "Flutter at insurance scale", Flutter Meetup Shenzhen, 2024.')
d.save(OUT)
print('saved', OUT)
