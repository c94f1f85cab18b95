#!/bin/bash
# Rebuilds all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")/tex"
for t in *.tex; do xelatex -interaction=nonstopmode -halt-on-error "$t" >/dev/null; done
cp shangguan_liheng_zh.pdf ../../cvs/上官立恒_简历.pdf
cp wenren_zeyuan_en.pdf ../../cvs/zeyuan_wenren_cv_2026.pdf
cp hanqing_zhuo.pdf ../../cvs/Hanqing_Zhuo_CV.pdf
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
cp fenella_ruskin.md ishaan_varadarajan.json ../cvs/
cp ran_jincheng.txt ../cvs/cv_embedded_2026.txt
