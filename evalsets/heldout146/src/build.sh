#!/bin/sh
# Build all CV files into ../cvs
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode kuai_mingzhe_cv_2026.tex >/dev/null
cp kuai_mingzhe_cv_2026.pdf ../cvs/蒯明哲_简历_2026.pdf
TEXINPUTS=stubs: xelatex -interaction=nonstopmode hester_penhaligon.tex >/dev/null
cp hester_penhaligon.pdf ../cvs/Hester_Penhaligon_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode rao_zhiheng_print.tex >/dev/null
.venv/bin/python make_photo.py
