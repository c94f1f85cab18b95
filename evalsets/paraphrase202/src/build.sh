#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
cd tex
# moderncv needs fontawesome5/academicons; stub .sty files live here.
for f in tomas_villegas ji_wanrou tong_xinlan ewan_page; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp tomas_villegas.pdf ../../cvs/Tomas_Villegas_CV.pdf
cp ji_wanrou.pdf ../../cvs/JiWanrou_resume_2026.pdf
cp tong_xinlan.pdf "../../cvs/佟欣岚_HRBP_简历.pdf"
pdftotext ewan_page.pdf ../ewan_photo_page.txt
pdftoppm -r 150 -png -singlefile ewan_page.pdf ewan_page
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# 冉景曜_硬件测试.md, 仲韵秋_简历_2021.txt and yunqiu_zhong.resume.json are hand-written in ../cvs.
