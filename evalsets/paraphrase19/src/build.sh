#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode wei_qinghe_zh.tex >/dev/null && cp wei_qinghe_zh.pdf ../cvs/
xelatex -interaction=nonstopmode karthik_venkataraman_2026.tex >/dev/null && cp karthik_venkataraman_2026.pdf ../cvs/
.venv/bin/python make_docx.py
# phone photo of a Chinese one-page CV (no text layer); its text is kept in 简历_莫振川_photo.txt
xelatex -interaction=nonstopmode mo_zhenchuan_photo_page.tex >/dev/null
pdftotext mo_zhenchuan_photo_page.pdf 简历_莫振川_photo.txt
pdftoppm -r 150 -png -singlefile mo_zhenchuan_photo_page.pdf page_mo
convert page_mo.png -background '#6b5f52' -rotate 2.2 \
  \( +clone -fill white -colorize 100 -background black -vignette 0x200+0+0 \) -compose multiply -composite \
  -fill '#e8dcc8' -colorize 8 -blur 0x0.8 -attenuate 0.6 +noise Gaussian -quality 82 ../cvs/简历_莫振川_photo.jpg
# yu_zhixia.md, ilaria_montanari.md and karthik_v_resume_2020.txt are written by hand directly in ../cvs
rm -f *.aux *.log *.out
