#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. The .md, .txt and .json CVs are written by hand in cvs/.
set -e
cd "$(dirname "$0")"
for t in xian_jihe_2022_zh jihe_xian_2026_en jesper_overgaard min_qingyan_zh; do xelatex -interaction=batchmode $t.tex >/dev/null || true; done
cp xian_jihe_2022_zh.pdf ../cvs/xianjihe_cv_2022_zh.pdf
cp jihe_xian_2026_en.pdf ../cvs/Jihe_Xian_CV_2026.pdf
cp jesper_overgaard.pdf ../cvs/jesper_overgaard_cv.pdf
# phone photo of the new graduate's page; its text is kept in min_qingyan_zh_page.txt
pdftotext -layout min_qingyan_zh.pdf min_qingyan_zh_page.txt
pdftoppm -r 150 -png min_qingyan_zh.pdf min_qingyan_zh
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
