#!/bin/sh
# Rebuild cvs/ from these sources (run from src/).
set -e
for f in qiao_hanwen fenella_roscoe tong_yifan luan_ruoxi; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp qiao_hanwen.pdf fenella_roscoe.pdf ../cvs/
cp tong_yifan.pdf "../cvs/佟逸凡_简历.pdf"
.venv/bin/python make_docx.py
pdftotext -layout luan_ruoxi.pdf photo_page_text.txt
pdftoppm -r 150 -png -f 1 -l 1 luan_ruoxi.pdf page
.venv/bin/python make_photo.py
# cvs/marisela_dunleavy.md, cvs/qinhaoxiang_2021.txt and cvs/resume.json are hand-written.
.venv/bin/python gen_questions.py
.venv/bin/python check_evidence.py
