#!/bin/sh
# Rebuilds cvs/ from the sources (needs xelatex, poppler-utils, fonts-noto-cjk, and .venv with python-docx pillow pyyaml).
set -e
H=$(cd "$(dirname "$0")/.." && pwd)
cd "$H/src/gp" && xelatex -interaction=nonstopmode gemma_polwhele_cv.tex >/dev/null || true; cp gemma_polwhele_cv.pdf "$H/cvs/"
cd "$H/src/xy" && xelatex -interaction=nonstopmode xiong_yanan_cv.tex >/dev/null; cp xiong_yanan_cv.pdf "$H/cvs/"
cd "$H/src/tj" && xelatex -interaction=nonstopmode jingwen_tian_cv_2026.tex >/dev/null
pdftotext jingwen_tian_cv_2026.pdf jingwen_tian_cv_2026.page.txt
pdftoppm -r 150 -png -f 1 -l 1 jingwen_tian_cv_2026.pdf page
"$H/src/.venv/bin/python" photo.py page-1.png "$H/cvs/jingwen_tian_cv_2026.jpg" && rm -f page-1.png
"$H/src/.venv/bin/python" "$H/src/make_docx.py"
"$H/src/.venv/bin/python" "$H/src/check_evidence.py"
