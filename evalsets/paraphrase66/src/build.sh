#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
# moderncv needs fontawesome5/academicons, which are missing: stub .sty files live here.
xelatex -interaction=nonstopmode valeria_hinojosa.tex >/dev/null && cp valeria_hinojosa.pdf ../cvs/valeria_hinojosa.pdf
xelatex -interaction=nonstopmode che_yuncheng.tex >/dev/null && cp che_yuncheng.pdf ../cvs/车昀澄_射频工程师.pdf
xelatex -interaction=nonstopmode huo_yanzhi.tex >/dev/null && cp huo_yanzhi.pdf ../cvs/霍衍之_简历_2026.pdf
# photographed page: render, keep its text, make the photo (no text layer)
xelatex -interaction=nonstopmode li_shuyi.tex >/dev/null
pdftotext li_shuyi.pdf li_shuyi_page_text.txt
pdftoppm -r 150 -png -f 1 -l 1 li_shuyi.pdf li_shuyi_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# nishant_cv_2022.md, dominic_ashcombe.txt and fraser_mulholland.json are hand-written directly in ../cvs
