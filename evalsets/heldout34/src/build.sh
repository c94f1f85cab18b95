#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
# fontawesome5.sty / academicons.sty here are empty stubs (icons are not installed in this TeX Live).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode selin_varga.tex >/dev/null && cp selin_varga.pdf ../cvs/Selin_Varga_CV.pdf
xelatex -interaction=nonstopmode bai_jinglan.tex >/dev/null && cp bai_jinglan.pdf ../cvs/柏景澜_简历.pdf
xelatex -interaction=nonstopmode yu_chenlang.tex >/dev/null
pdftotext yu_chenlang.pdf yu_chenlang_page.txt          # text of the photographed page (for quote checks)
pdftoppm -r 150 -png -singlefile yu_chenlang.pdf yu_page
convert yu_page.png -fuzz 5% -trim +repage -bordercolor white -border 80 -fill '#efe9dc' -colorize 12 \
  -background '#5a544c' -rotate 2.2 -vignette 0x120+15+15 -blur 0x0.8 -attenuate 0.5 +noise Gaussian \
  -modulate 97,90 -strip -quality 82 ../cvs/IMG_20261103_0917.jpg
rm -f yu_page.png
.venv/bin/python make_docx.py
# cvs/wenchuqi_resume_2026.md and cvs/anselm_okoro.resume.json are written by hand (no build step).
