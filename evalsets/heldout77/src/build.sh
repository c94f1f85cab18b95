#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
cd tex
# fontawesome5.sty / academicons.sty here are stubs (moderncv's icon packages are not installed)
for f in priscila_monteverde_cv lan_qizhou_cv gan_lin_page; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp priscila_monteverde_cv.pdf lan_qizhou_cv.pdf ../../cvs/
pdftotext -layout gan_lin_page.pdf ../gan_lin_photo_page.txt   # text of the photographed page
pdftoppm -r 150 -png gan_lin_page.pdf gan_lin_page
rm -f *.aux *.log *.out
cd ..
.venv/bin/python make_docx.py      # cvs/苗书瑾_简历_2022.docx
.venv/bin/python make_photo.py     # cvs/IMG_20261103_142207.jpg
# cvs/shujin_miao_resume_2026.md and cvs/noriko_eastwood.resume.json are hand-written in place.
