#!/bin/bash
# Rebuild every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
# stub icon packages for moderncv (fontawesome5/academicons are not installed)
for f in lu_jingxi_zh elaine_ke_cv jovana_milosevic_cv xuan_yuqing_zh; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null
done
cp lu_jingxi_zh.pdf elaine_ke_cv.pdf jovana_milosevic_cv.pdf ../cvs/
# phone photo of Xuan Yuqing's page (the PDF itself is NOT shipped)
pdftotext -layout xuan_yuqing_zh.pdf xuan_yuqing_zh_page.txt
pdftoppm -r 150 -png -singlefile xuan_yuqing_zh.pdf xuan_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# hand-written: ../cvs/俞振声_简历_2021.txt, ../cvs/hedda_morkved_cv.md, ../cvs/emre_kaplan_resume.json
