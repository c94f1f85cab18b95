#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here (run from src/).
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd xl && xelatex -interaction=nonstopmode xiong_lichuan.tex >/dev/null && cp xiong_lichuan.pdf ../../cvs/熊立川_简历.pdf)
(cd sd && ../$PY -c "import typst; typst.compile('sipho_dlamini.typ', output='sipho_dlamini.pdf')" && cp sipho_dlamini.pdf ../../cvs/Sipho_Dlamini_CV.pdf)
(cd ca && ../$PY make_docx.py)
(cd yh && xelatex -interaction=nonstopmode yu_haiyan_2026.tex >/dev/null && pdftotext yu_haiyan_2026.pdf yu_haiyan_2026_page_text.txt && pdftoppm -r 150 -png yu_haiyan_2026.pdf page && ../$PY make_photo.py)
# cvs/hedda_vandermeulen.md and cvs/于海燕_简历_2021.txt are written by hand.
