#!/bin/bash
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
(cd rhodri && xelatex -interaction=nonstopmode rhodri_carnsew.tex >/dev/null && cp rhodri_carnsew.pdf ../../cvs/)
(cd weisiheng && xelatex -interaction=nonstopmode 韦思衡_简历.tex >/dev/null && cp 韦思衡_简历.pdf ../../cvs/)
.venv/bin/python make_docx.py
cp kavya_venkatraman.resume.json ../cvs/
cp xixiaotang_2021.txt ../cvs/郗晓棠-简历-2021.txt
(cd xixiaotang && xelatex -interaction=nonstopmode xixiaotang_2026.tex >/dev/null && pdftotext xixiaotang_2026.pdf xixiaotang_2026_page_text.txt)
.venv/bin/python make_photo.py
