#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in trelawny_ewan kaluza_zawadi qiu_ruian_2026 yu_hanzhi; do xelatex -interaction=batchmode $t.tex >/dev/null; done
cp trelawny_ewan.pdf ../cvs/ewan_trelawny_cv.pdf
cp kaluza_zawadi.pdf ../cvs/Kaluza_Z_CV_2026.pdf
cp qiu_ruian_2026.pdf ../cvs/仇睿安_硬件产品经理_2026.pdf
cp qiu_ruian_2020.txt ../cvs/仇睿安_简历_2020.txt
.venv/bin/python make_docx.py
pdftotext yu_hanzhi.pdf yu_hanzhi_page1.txt      # text of the photographed page
rm -f yu_page-*.png; pdftoppm -r 150 -png -f 1 -l 1 yu_hanzhi.pdf yu_page
.venv/bin/python make_photo.py
# nurul_ashikin_rahim.md and resume.json are written by hand directly in ../cvs
