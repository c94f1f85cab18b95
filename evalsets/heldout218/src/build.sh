#!/bin/sh
# Rebuild all CV files of heldout218 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
(cd tessaro && xelatex -interaction=nonstopmode ansel_tregothnan_cv.tex >/dev/null && cp ansel_tregothnan_cv.pdf ../../cvs/)   # moderncv casual; stub fontawesome5/academicons .sty in the folder
(cd she && xelatex -interaction=nonstopmode she_zhenyuan.tex >/dev/null && cp she_zhenyuan.pdf ../../cvs/佘振远_简历.pdf)
.venv/bin/python lindgren/make_docx.py
(cd su && xelatex -interaction=nonstopmode su_jinglan_2026.tex >/dev/null && pdftotext -layout su_jinglan_2026.pdf su_jinglan_2026_page.txt && pdftoppm -r 150 -png su_jinglan_2026.pdf page && ../.venv/bin/python make_photo.py)
# cvs/radoslaw_kuczynski.resume.json and cvs/苏静岚_简历_2023.md are hand-written directly in cvs/.
