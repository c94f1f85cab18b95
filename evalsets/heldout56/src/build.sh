#!/bin/bash
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for t in tai_minghan_zh lingxi_hua_cv leng_shuyi_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp tai_minghan_zh.pdf lingxi_hua_cv.pdf ../cvs/
pdftotext leng_shuyi_zh.pdf leng_shuyi_zh_page1.txt          # text of the photographed page (for quote checks)
pdftoppm -r 150 -png -singlefile leng_shuyi_zh.pdf /tmp/lsy_page
.venv/bin/python photo_effect.py /tmp/lsy_page.png ../cvs/IMG_20261103_182544.jpg   # no text layer
.venv/bin/python make_docx.py
# cv_product_2026.md is written by hand directly in ../cvs
rm -f *.aux *.log
