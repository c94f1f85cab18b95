#!/bin/sh
# Rebuilds cvs/ from src/. Needs xelatex (moderncv, ctex), poppler, and src/.venv (python-docx, pillow, pyyaml).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode przybylska.tex >/dev/null && cp przybylska.pdf ../cvs/joanna_przybylska_cv.pdf
xelatex -interaction=nonstopmode yuejialin.tex >/dev/null && cp yuejialin.pdf ../cvs/岳嘉霖_结构工程师.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode zhongyifan_2026.tex >/dev/null
pdftotext zhongyifan_2026.pdf zhongyifan_2026_page.txt
pdftoppm -r 150 -png -singlefile zhongyifan_2026.pdf zhong_page
.venv/bin/python make_photo.py
# isla_rennie_level_design.md and EVillarreal_CV_2026.txt are hand-written directly in cvs/.
.venv/bin/python check_evidence.py
