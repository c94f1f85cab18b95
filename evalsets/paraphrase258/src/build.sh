#!/bin/bash
# Rebuild cvs/ from sources. Run from src/.
set -e
cd "$(dirname "$0")/tex"
for f in qi_muyao_zh qinglan_yao_cv fang_zhengyu_resume zhan_junyan_2023_zh; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null
done
cp qi_muyao_zh.pdf qinglan_yao_cv.pdf fang_zhengyu_resume.pdf ../../cvs/
# phone photo of the 2023 Chinese CV (no text layer); its text is kept in src/
pdftotext zhan_junyan_2023_zh.pdf ../zhan_junyan_2023_photo_page.txt
pdftoppm -r 150 -png -f 1 -l 1 zhan_junyan_2023_zh.pdf page
../.venv/bin/python ../make_photo.py page-1.png ../../cvs/IMG_20230518_213402.jpg
cd ..
.venv/bin/python make_docx.py
# cvs/junyan_zhan_2026.md, cvs/wu_zhenjun_cv.txt and cvs/kelvin_lo.resume.json are hand-written (the file is the source)
