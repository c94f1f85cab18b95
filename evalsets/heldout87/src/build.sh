#!/bin/sh
# Rebuild every CV in ../cvs from the sources here. Run from src/.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode tan_yingqiu.tex >/dev/null
cp tan_yingqiu.pdf ../cvs/檀映秋_本地化工程师.pdf
xelatex -interaction=nonstopmode henrika_solvang.tex >/dev/null   # stub fontawesome5.sty etc. here
xelatex -interaction=nonstopmode henrika_solvang.tex >/dev/null
cp henrika_solvang.pdf ../cvs/Henrika_Solvang_CV.pdf
(cd .. && src/.venv/bin/python src/make_docx.py)
xelatex -interaction=nonstopmode yan_shuying_2024.tex >/dev/null
pdftotext -layout yan_shuying_2024.pdf yan_shuying_2024_page_text.txt   # text of the photographed page
pdftoppm -r 150 -png yan_shuying_2024.pdf yan_page
.venv/bin/python make_photo.py
# cvs/凤语棠_门店运营.md and cvs/yan_shuying_resume.json are hand-written.
