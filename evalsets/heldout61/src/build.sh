#!/bin/bash
# Rebuilds the CV files in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
mkdir -p build
for t in cormac_ellery sha_haitao_zh fan_zijun_zh; do
  xelatex -interaction=nonstopmode -output-directory=build $t.tex >/dev/null
done
cp build/cormac_ellery.pdf ../cvs/cormac_ellery_cv.pdf
cp build/sha_haitao_zh.pdf ../cvs/沙海涛_FPGA_简历.pdf
.venv/bin/python make_docx.py
pdftotext build/fan_zijun_zh.pdf fan_zijun_zh_photo_page.txt
pdftoppm -r 150 -png -singlefile build/fan_zijun_zh.pdf build/fan_zijun_zh
.venv/bin/python make_photo.py
cp odette_farnsworth.txt ../cvs/ofarnsworth_resume.txt
