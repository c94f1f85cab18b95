#!/bin/bash
# Rebuilds every file in ../cvs from the sources here. Needs xelatex (TeX Live, ctex), poppler, the venv.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow pyyaml
xelatex -interaction=nonstopmode fang_shuyi.tex >/dev/null && cp fang_shuyi.pdf ../cvs/房书翊_简历.pdf
xelatex -interaction=nonstopmode ying_jiaxuan_en.tex >/dev/null && cp ying_jiaxuan_en.pdf ../cvs/Jiaxuan_YING_CV_2026.pdf
TEXINPUTS=./texstubs//: xelatex -interaction=nonstopmode dilan_wickramasinghe.tex >/dev/null && cp dilan_wickramasinghe.pdf ../cvs/Dilan_Wickramasinghe_CV.pdf
xelatex -interaction=nonstopmode xian_zhihang.tex >/dev/null
pdftotext -layout xian_zhihang.pdf xian_zhihang_page1.txt     # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 xian_zhihang.pdf xz
.venv/bin/python make_photo.py                                 # -> ../cvs/IMG_20261108_213455.jpg
.venv/bin/python make_docx.py                                  # -> the two .docx
# venla_hirvonen_cv.md, 应佳璇_简历_2020.txt and lwazi_dube.resume.json are hand-written in ../cvs
.venv/bin/python make_questions.py                             # -> ../questions.yaml
.venv/bin/python check_evidence.py
rm -f *.aux *.log *.out xz-1.png
