#!/bin/bash
# Rebuild cvs/ from src/. Run from src/.
set -e
cd "$(dirname "$0")"; O=/tmp/p75build; mkdir -p $O
for t in yu_ruochen_zh que_yuqing jian_kewei hsu_kuanting; do TEXINPUTS=.: xelatex -interaction=nonstopmode -output-directory=$O $t.tex >/dev/null; done
cp $O/yu_ruochen_zh.pdf $O/que_yuqing.pdf $O/jian_kewei.pdf ../cvs/
pdftotext -layout $O/hsu_kuanting.pdf hsu_kuanting_page.txt
pdftoppm -r 150 -png $O/hsu_kuanting.pdf $O/hsu
.venv/bin/python make_photo.py $O/hsu-1.png ../cvs/IMG_20261103_184512.jpg
.venv/bin/python make_docx.py
# lu_xingchi_2023.md, resume_backend_2026.txt and qiao_jianmin_resume.json are written by hand in cvs/.
