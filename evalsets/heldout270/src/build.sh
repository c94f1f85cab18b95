#!/bin/bash
# Rebuild all CV files of heldout270 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
V=.venv/bin/python
(cd qiu && xelatex -interaction=nonstopmode qiu_qihang_cv.tex >/dev/null && cp qiu_qihang_cv.pdf ../../cvs/裘启航_固件工程师.pdf)
(cd rahimova && xelatex -interaction=nonstopmode leyla_rahimova.tex >/dev/null && cp leyla_rahimova.pdf ../../cvs/Leyla_Rahimova_CV.pdf)
(cd yin && ../$V make_docx.py)
cp villaruel/paolo_villaruel.resume.json ../cvs/
cp luo/luo_zhenchuan_cv_2021.md ../cvs/
(cd luo && xelatex -interaction=nonstopmode luo_zhenchuan_2026.tex >/dev/null \
  && pdftotext -layout luo_zhenchuan_2026.pdf luo_zhenchuan_2026_page_text.txt \
  && pdftoppm -r 150 -png -singlefile luo_zhenchuan_2026.pdf page && ../$V photo.py && rm -f page.png)
echo built
