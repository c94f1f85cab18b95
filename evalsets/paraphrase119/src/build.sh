#!/bin/sh
# Rebuild every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
# moderncv needs fontawesome5/academicons: local stub .sty files live next to the .tex
for t in yiwen_shen_cv lipeidong_zh gethin_marlow_2026 gethin_marlow_2021_photo; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null
done
cp yiwen_shen_cv.pdf ../cvs/yiwen_shen_cv.pdf
cp lipeidong_zh.pdf ../cvs/李沛东_简历.pdf
cp gethin_marlow_2026.pdf ../cvs/gethin_marlow_2026.pdf
# old (2021) CV of Gethin Marlow -> phone photo, text kept for evidence checks
pdftotext gethin_marlow_2021_photo.pdf gethin_marlow_2021_photo.page.txt
pdftoppm -r 150 -png gethin_marlow_2021_photo.pdf page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# huang_shuman.txt, lu_jiayin.md and jason_zeng_resume.json are hand-written directly in ../cvs
.venv/bin/python check_evidence.py
