#!/bin/sh
# Rebuild all CV files in ../cvs (the .md, .txt and .json CVs are hand-written directly in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in yu_langqing_2026 jakub_wierzchon hollis_wetherall wan_ziyue; do xelatex -interaction=batchmode $t.tex >/dev/null; done
cp yu_langqing_2026.pdf ../cvs/俞朗清_简历_2026.pdf
cp jakub_wierzchon.pdf ../cvs/Wierzchon_Jakub_CV.pdf
cp hollis_wetherall.pdf ../cvs/HollisWetherall_Resume.pdf
.venv/bin/python make_docx.py
pdftotext -layout wan_ziyue.pdf wan_ziyue_page_text.txt
pdftoppm -r 150 -png wan_ziyue.pdf wan_ziyue_page
.venv/bin/python make_photo.py
