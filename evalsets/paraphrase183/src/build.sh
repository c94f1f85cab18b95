#!/bin/bash
# Rebuilds cvs/ from src/. Run from src/.
set -e
cd "$(dirname "$0")"
for t in zhang_shuheng_2026 duchesne_cv jian_haolun_cv nie_wanqing_page; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp zhang_shuheng_2026.pdf ../cvs/zhang_shuheng_2026.pdf
cp duchesne_cv.pdf ../cvs/marguerite_duchesne_cv.pdf
cp jian_haolun_cv.pdf ../cvs/haolun_jian_resume.pdf
pdftotext nie_wanqing_page.pdf nie_wanqing_page.txt
pdftoppm -r 150 -png -singlefile nie_wanqing_page.pdf nie_wanqing_page
.venv/bin/python photo.py nie_wanqing_page.png ../cvs/IMG_20251103_141522.jpg
.venv/bin/python make_docx.py
rm -f *.aux *.log *.out *.pdf nie_wanqing_page.png
# cvs/仉书衡_简历_2021.txt, cvs/naomi_gutfreund.md, cvs/tong_yichuan.json are hand-written (no build step).
