#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for t in ning_shulan_zh marek_hlavacek_cv mehdi_ourahmoune_resume; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null; cp $t.pdf ../cvs/
done
# phone photo: page -> PNG -> Pillow effects (ImageMagick convert not available here) -> JPEG
xelatex -interaction=nonstopmode haibo_rong_page.tex >/dev/null
pdftotext haibo_rong_page.pdf haibo_rong_page.txt
pdftoppm -r 150 -png -singlefile haibo_rong_page.pdf haibo_rong_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# tamar_weisberg.md, yuekexin_resume_2022.txt and jixingyao_resume.json are hand-written in ../cvs
rm -f *.aux *.log *.out
