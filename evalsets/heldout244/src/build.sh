#!/bin/sh
# Rebuilds all CV files of heldout244 from src/ (run from src/).
# xelatex exits non-zero on harmless warnings with the icon stubs, so no set -e
mkdir -p /tmp/h244
xelatex -interaction=nonstopmode -output-directory=/tmp/h244 ru_jingcheng_zh.tex >/dev/null
cp /tmp/h244/ru_jingcheng_zh.pdf ../cvs/汝景澄_简历.pdf
TEXINPUTS=./sty//: xelatex -interaction=nonstopmode -output-directory=/tmp/h244 xiang_muqing_cv.tex >/dev/null
cp /tmp/h244/xiang_muqing_cv.pdf ../cvs/Xiang_Muqing_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode -output-directory=/tmp/h244 keogh_2026.tex >/dev/null
pdftotext -layout /tmp/h244/keogh_2026.pdf keogh_2026_page.txt
pdftoppm -r 150 -png -singlefile /tmp/h244/keogh_2026.pdf /tmp/h244/keogh-1
.venv/bin/python make_photo.py
# CV_Siobhan_Keogh_2019.txt and ingrid_vesterlund.resume.json are written by hand in cvs/.
