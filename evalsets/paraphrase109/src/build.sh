#!/bin/sh
# Rebuild every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in leonor_quaresma_cv dang_wenlan_cv tseng_yuchieh_cv fu_jingyan_cv; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null
done
cp leonor_quaresma_cv.pdf dang_wenlan_cv.pdf tseng_yuchieh_cv.pdf ../cvs/
pdftotext fu_jingyan_cv.pdf fu_jingyan_page_text.txt
pdftoppm -r 150 -png fu_jingyan_cv.pdf fu_page
.venv/bin/python make_photo.py      # -> ../cvs/IMG_20261103_扶景岩简历.jpg (no text layer)
.venv/bin/python make_docx.py       # -> the two .docx files
# ruoqi_ba_cv.md, zhanqichen_简历_2022.txt, zhan_qichen_resume_2026.json are hand-written in ../cvs
