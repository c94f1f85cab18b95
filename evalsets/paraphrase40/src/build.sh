#!/bin/bash
# Rebuilds every CV in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
cd tex
for f in owain_treharne wei_ziang_zh feng_yuanlin edmund_lau; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp owain_treharne.pdf ../../cvs/owain_treharne_cv.pdf
cp wei_ziang_zh.pdf "../../cvs/卫子昂_简历.pdf"
cp feng_yuanlin.pdf ../../cvs/Yuanlin_Feng_CV.pdf
pdftotext edmund_lau.pdf ../edmund_lau_page1.txt          # text of the photographed page
pdftoppm -r 150 -png -singlefile edmund_lau.pdf edmund_page
cd ..
.venv/bin/python make_photo.py                           # -> cvs/IMG_20251104_183022.jpg
.venv/bin/python make_docx.py                            # -> the two .docx
# cvs/尚宏毅_简历_2023.md, cvs/shang_hongyi_resume_2025.txt and cvs/peichen_tsai_resume.json are hand-written.
