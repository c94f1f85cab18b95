#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for t in fu_jiaqi_zh ronald_yip_cv wenjun_tang_cv bian_yutong_zh; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null
done
cp fu_jiaqi_zh.pdf "../cvs/伏嘉琪_Android开发_简历.pdf"
cp ronald_yip_cv.pdf ../cvs/Ronald_Yip_CV.pdf
cp wenjun_tang_cv.pdf ../cvs/wenjun_tang_cv.pdf
# phone photo of the Chinese PDF page (text kept in bian_yutong_zh_page.txt)
pdftotext bian_yutong_zh.pdf bian_yutong_zh_page.txt
pdftoppm -r 150 -png -singlefile bian_yutong_zh.pdf bian_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# cvs/单晓冉_会计_2026.md, cvs/Fiona_Liang_CV_2021.txt and cvs/kavitha_ramaswamy.resume.json are hand-written in place.
