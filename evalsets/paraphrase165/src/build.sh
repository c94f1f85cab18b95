#!/bin/sh
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
cd tex   # fontawesome5.sty / academicons.sty here are stubs (moderncv icon packages are missing)
for f in lu_zhengyang_2026 qiu_haotian kang_ruiheng gu_zekai; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp lu_zhengyang_2026.pdf qiu_haotian.pdf kang_ruiheng.pdf ../../cvs/
pdftotext -layout gu_zekai.pdf ../gu_zekai_page1.txt
pdftoppm -r 150 -png gu_zekai.pdf gu_zekai
cd ..
.venv/bin/python make_photo.py tex/gu_zekai-1.png ../cvs/IMG_20261103_184512.jpg
.venv/bin/python make_docx.py
cp lu_zhengyang_2022.txt ../cvs/
# cv_growth_pm.md and shen_wanqing.resume.json are hand-written directly in ../cvs
.venv/bin/python check_evidence.py
