#!/bin/sh
# Rebuild all CV files of heldout183 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode qiu_muchuan.tex >/dev/null && cp qiu_muchuan.pdf ../cvs/
xelatex -interaction=nonstopmode serafina_pomeroy.tex >/dev/null && cp serafina_pomeroy.pdf ../cvs/   # stub fontawesome5.sty etc. in this folder
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode cliodhna_wexford_2026.tex >/dev/null
pdftotext -layout cliodhna_wexford_2026.pdf cliodhna_wexford_2026_page.txt
pdftoppm -r 150 -png -singlefile cliodhna_wexford_2026.pdf cw_page
.venv/bin/python make_photo.py
# cvs/arvid_ketteler.json and cvs/cliodhna_wexford_cv_2023.txt are hand-written.
