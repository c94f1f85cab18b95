#!/bin/sh
# Rebuild all CV files of paraphrase236 into ../cvs (md/txt/json are hand-written directly in cvs/).
set -e
cd "$(dirname "$0")"
for t in quan_siyi_zh zhaoyu_lan_cv gao_weiheng_cv tian_shuoran_page; do
  xelatex -interaction=batchmode $t.tex >/dev/null
done
cp quan_siyi_zh.pdf zhaoyu_lan_cv.pdf gao_weiheng_cv.pdf ../cvs/
pdftotext -layout tian_shuoran_page.pdf tian_shuoran_page.txt   # text of the photographed page
pdftoppm -r 150 -png tian_shuoran_page.pdf tian_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
rm -f *.aux *.log *.out
