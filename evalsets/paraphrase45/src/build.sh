#!/bin/sh
# Rebuild every CV in ../cvs from the sources here. Needs xelatex (TeX Live, ctex, moderncv),
# poppler (pdftotext/pdftoppm) and the venv: python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow numpy
# fontawesome5.sty / academicons.sty here are empty stubs so moderncv compiles without icon fonts.
set -e
cd "$(dirname "$0")"
for t in situ_wanqing_cv zhuge_mingchuan mu_qingge_cv gideon_halloway_page; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
done
cp situ_wanqing_cv.pdf ../cvs/situ_wanqing_cv.pdf
cp zhuge_mingchuan.pdf ../cvs/诸葛明川_后台开发.pdf
cp mu_qingge_cv.pdf ../cvs/Qingge_Mu_Resume.pdf
# VP page -> text (for evidence checks) -> PNG -> phone photo (no text layer)
pdftotext -layout gideon_halloway_page.pdf gideon_halloway_page.txt
pdftoppm -r 150 -png -singlefile gideon_halloway_page.pdf gideon_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# the Markdown, plain-text and JSON Resume CVs are written by hand directly in ../cvs
rm -f *.aux *.log *.out
.venv/bin/python check_evidence.py
