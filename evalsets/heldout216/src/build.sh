#!/bin/bash
# Rebuilds every CV in ../cvs from the sources in this folder.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p build ../cvs
# 1) moderncv banking (English)
xelatex -interaction=nonstopmode -output-directory=build tobias_wainwright.tex >/dev/null
cp build/tobias_wainwright.pdf ../cvs/Tobias_Wainwright_CV.pdf
# 2) Chinese résumé, ctex, table for work history
xelatex -interaction=nonstopmode -output-directory=build feng_qiyue_zh.tex >/dev/null
cp build/feng_qiyue_zh.pdf ../cvs/冯启岳_结构工程师.pdf
# 3) DOCX
.venv/bin/python make_docx.py
# 4) the markdown and the old plain-text CV are written by hand directly in ../cvs
# 5) phone photo of the printed 2026 page
xelatex -interaction=nonstopmode -output-directory=build farhana_yusof_2026_page.tex >/dev/null
pdftotext -layout build/farhana_yusof_2026_page.pdf farhana_yusof_2026_photo.txt
pdftoppm -r 150 -png -singlefile build/farhana_yusof_2026_page.pdf build/fy_page
.venv/bin/python make_photo.py build/fy_page.png ../cvs/IMG_20261102_183355.jpg
