#!/bin/sh
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
cd tex
for f in zheng_xinghan_cv halvard_myrvold_cv mateusz_grabarczyk_cv_2026 fu_yuning_page; do
  xelatex -interaction=nonstopmode "$f.tex" >/dev/null   # fontawesome5.sty here is a no-icon stub for moderncv
done
cp zheng_xinghan_cv.pdf ../../cvs/郑星瀚_热设计_简历.pdf
cp halvard_myrvold_cv.pdf ../../cvs/halvard_myrvold_cv.pdf
cp mateusz_grabarczyk_cv_2026.pdf ../../cvs/mateusz_grabarczyk_cv_2026.pdf
pdftoppm -r 150 -png fu_yuning_page.pdf fu_yuning_page
pdftotext fu_yuning_page.pdf ../fu_yuning_photo_page.txt
cd ..
.venv/bin/python make_photo.py      # -> ../cvs/IMG_20261102_184512.jpg (no text layer)
.venv/bin/python make_docx.py       # -> the two .docx files
# cv_motion_2026.md, 龙晓芹_简历.txt and jarrah_olander.resume.json are hand-written directly in ../cvs
.venv/bin/python check_evidence.py
