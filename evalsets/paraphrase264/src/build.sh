#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow pyyaml
cd tex
for f in mi_hanwen_cv_2020 mi_hanwen_2026_zh yayin_zong_cv statgrad_page; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp mi_hanwen_cv_2020.pdf ../../cvs/hanwen_mi_cv_2020.pdf
cp mi_hanwen_2026_zh.pdf ../../cvs/宓瀚文_简历_2026.pdf
cp yayin_zong_cv.pdf ../../cvs/yayin_zong_cv.pdf
pdftotext statgrad_page.pdf ../photo_page_text_yan_kexin.txt
pdftoppm -r 150 -png statgrad_page.pdf statgrad_page
cd ..
.venv/bin/python make_photo.py      # -> cvs/IMG_20261103_184512.jpg (no text layer)
.venv/bin/python make_docx.py       # -> cvs/衡嘉璐_简历.docx, cvs/resume_search_2026.docx
# cvs/*.md, *.txt, *.json are hand-written directly in cvs/.
.venv/bin/python gen_questions.py   # -> ../questions.yaml
.venv/bin/python check_evidence.py
