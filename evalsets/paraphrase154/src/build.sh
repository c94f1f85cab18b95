#!/bin/sh
# Rebuilds every CV in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for t in hong_liqiao helena_sundquist mateusz_krawczyk cheng_anhe; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp hong_liqiao.pdf "../cvs/洪立峤_桥梁结构_简历.pdf"
cp helena_sundquist.pdf ../cvs/Helena_Sundquist_CV.pdf
cp mateusz_krawczyk.pdf ../cvs/mkrawczyk_resume_2026.pdf
pdftotext -layout cheng_anhe.pdf cheng_anhe_page_text.txt
pdftoppm -r 150 -png -f 1 -l 1 cheng_anhe.pdf cheng_page
.venv/bin/python photo.py cheng_page-1.png ../cvs/IMG_20260912_184233.jpg
.venv/bin/python make_docx.py
# xue_jiankun_cv_2022.txt, 薛建坤_嵌入式Linux_2026.md and sahana_venkatesh.resume.json are hand-written in ../cvs
