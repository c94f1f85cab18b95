#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
cd tex   # fontawesome5.sty / academicons.sty here are stubs (moderncv icon packages are missing)
for f in delaney_2026 zhong_bohan mei_ruosong; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp delaney_2026.pdf ../../cvs/aoibheann_delaney_cv_2026.pdf
cp zhong_bohan.pdf ../../cvs/zhong_bohan_resume.pdf
pdftotext mei_ruosong.pdf ../photo_page_mei_ruosong.txt
rm -f ../page_mei*.png; pdftoppm -r 150 -png mei_ruosong.pdf ../page_mei
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# cvs/delaney_cv_old.txt and cvs/廉书远-采购分析师.md are hand-written (their sources are the files themselves)
