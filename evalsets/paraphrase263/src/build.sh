#!/bin/bash
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
CVS="$HERE/../cvs"
cd "$HERE/p1" && xelatex -interaction=nonstopmode bai_zhichuan.tex >/dev/null && cp bai_zhichuan.pdf "$CVS/柏知川_BMS工程师.pdf"
cd "$HERE/p2" && xelatex -interaction=nonstopmode hester_venning.tex >/dev/null && cp hester_venning.pdf "$CVS/Hester_Venning_CV.pdf"
cd "$HERE/p3" && xelatex -interaction=nonstopmode lin_jiqiu.tex >/dev/null && cp lin_jiqiu.pdf "$CVS/JiqiuLin_resume.pdf"
cd "$HERE/p7" && xelatex -interaction=nonstopmode yasmin_saleem.tex >/dev/null \
  && pdftotext -layout yasmin_saleem.pdf yasmin_saleem_page_text.txt \
  && pdftoppm -r 150 -png -singlefile yasmin_saleem.pdf yasmin_saleem_page \
  && "$HERE/.venv/bin/python" "$HERE/make_photo.py" yasmin_saleem_page.png "$CVS/IMG_20261114_093412.jpg"
"$HERE/.venv/bin/python" "$HERE/make_docx.py"
# (p2/pzdr.tfm is a stand-in metric file: the ZapfDingbats font hyperref wants is not installed)
# the .txt, .md and .json CVs are written by hand directly in cvs/
