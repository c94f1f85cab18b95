#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
cd tex
for f in xian_yuning oksana_trevelyan cv_2026_awesome ji_zhiyuan_photo_page; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null   # fontawesome5.sty / academicons.sty here are icon-less stubs
done
cp xian_yuning.pdf "../../cvs/冼予宁_简历.pdf"
cp oksana_trevelyan.pdf ../../cvs/Oksana_Trevelyan_CV.pdf
cp cv_2026_awesome.pdf ../../cvs/CV_2026.pdf
pdftotext -layout ji_zhiyuan_photo_page.pdf ../ji_zhiyuan_photo_page.txt   # text of the photographed page
pdftoppm -r 150 -png ji_zhiyuan_photo_page.pdf /tmp/p216page
cd ..
.venv/bin/python make_photo.py /tmp/p216page-1.png "../cvs/冀知远_简历_拍照.jpg"
.venv/bin/python make_docx.py
# hand-written: ../cvs/伏立恒_简历_2021.txt, ../cvs/tamsin_oakhurst.md, ../cvs/hamish_dunwoody.json
python3 make_questions.py
.venv/bin/python check_evidence.py
