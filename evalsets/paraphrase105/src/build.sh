#!/bin/sh
# Rebuild every file in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
for t in lenz_hofacker qian_chengyu lu_qihang shen_yumo; do xelatex -interaction=batchmode $t.tex >/dev/null; done
cp lenz_hofacker.pdf ../cvs/lenz_hofacker_cv.pdf
cp qian_chengyu.pdf ../cvs/钱澄宇_DFT_简历.pdf
cp lu_qihang.pdf ../cvs/Qihang_Lu_Android.pdf
pdftotext -layout shen_yumo.pdf shen_yumo_page.txt
pdftoppm -r 150 -png shen_yumo.pdf shen_yumo_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
rm -f shen_yumo_page*.png *.aux *.log
# cheng_yian.md, 石嘉懿_简历_2026.txt and lim_shufen_resume.json are hand-written directly in ../cvs
