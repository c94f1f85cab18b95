#!/bin/bash
# Rebuilds every file in ../cvs from src/. Needs xelatex (ctex, moderncv), poppler, src/.venv.
set -e
cd "$(dirname "$0")"
(cd rec && xelatex -interaction=nonstopmode xianzhuohang_2026.tex >/dev/null && cp xianzhuohang_2026.pdf ../../cvs/冼卓航_简历_2026.pdf)
(cd phd && xelatex -interaction=nonstopmode zhuolin_yu.tex >/dev/null && cp zhuolin_yu.pdf ../../cvs/Zhuolin_Yu_CV.pdf)   # stub fontawesome5/academicons .sty in phd/
(cd opt && xelatex -interaction=nonstopmode yunlan_ge.tex >/dev/null && cp yunlan_ge.pdf ../../cvs/GE_Yunlan_resume.pdf)
(cd pol && xelatex -interaction=nonstopmode lanqiuyu.tex >/dev/null && pdftotext -layout lanqiuyu.pdf ../pol_lanqiuyu_page.txt && pdftoppm -r 150 -png lanqiuyu.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# hand-written: ../cvs/冼卓航_简历_2023.txt, ../cvs/rhea_castleton.md, ../cvs/resume.json
.venv/bin/python check_evidence.py
