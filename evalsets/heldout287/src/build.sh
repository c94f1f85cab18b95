#!/bin/bash
# Rebuilds every file in ../cvs from the sources here. The .txt and .md CVs are hand-written in cvs/ directly.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode matias_rebolledo_cv.tex >/dev/null   # moderncv classic; stub fontawesome5/academicons .sty here
cp matias_rebolledo_cv.pdf ../cvs/matias_rebolledo_cv.pdf
xelatex -interaction=nonstopmode shi_ruoping_zh.tex >/dev/null        # ctexart, bold section bars
cp shi_ruoping_zh.pdf ../cvs/施若萍_个人简历.pdf
.venv/bin/python make_docx.py                                          # ../cvs/kirsty_mulhearn_cv.docx
xelatex -interaction=nonstopmode jingyun_ke_2026.tex >/dev/null
pdftotext -layout jingyun_ke_2026.pdf jingyun_ke_2026_page_text.txt    # text of the photographed page
.venv/bin/python make_photo.py                                         # ../cvs/jingyun_ke_cv_2026.jpg
rm -f *.aux *.log *.out
