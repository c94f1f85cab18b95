#!/bin/sh
# Rebuilds every CV file of paraphrase196 from src/. Run from paraphrase196/src.
set -e
cd "$(dirname "$0")"
for t in ilias_konstantinou yu_wanning_zh laleh_moradi lan_jingzhou_zh; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null   # fontawesome5.sty / academicons.sty here are stubs for moderncv
done
cp ilias_konstantinou.pdf ../cvs/Ilias_Konstantinou_CV.pdf
cp yu_wanning_zh.pdf ../cvs/俞晚宁_简历.pdf
cp laleh_moradi.pdf ../cvs/laleh_moradi_cv.pdf
# phone photo of 蓝景舟's page: keep the page text for evidence checks, ship only the JPG
pdftotext lan_jingzhou_zh.pdf lan_jingzhou_page_text.txt
pdftoppm -r 150 -png -singlefile lan_jingzhou_zh.pdf lan_page
.venv/bin/python make_photo.py lan_page.png ../cvs/IMG_20261104_093512.jpg
.venv/bin/python make_docx.py
# dimas_hartono.md, 罗婉晴_简历_2019.txt and resume.json are hand-written directly in cvs/
.venv/bin/python check_evidence.py
