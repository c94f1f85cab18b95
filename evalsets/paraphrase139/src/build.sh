#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, poppler, the venv (.venv).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode lea_dufresne_cv.tex >/dev/null && cp lea_dufresne_cv.pdf ../cvs/lea_dufresne_cv.pdf
xelatex -interaction=nonstopmode wu_jialing_zh.tex >/dev/null && cp wu_jialing_zh.pdf ../cvs/伍嘉陵_测试工程师简历.pdf
# moderncv wants fontawesome5/academicons, which are not installed: empty stubs in ./stubs
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode harriet_mercer_cv.tex >/dev/null || true
cp harriet_mercer_cv.pdf ../cvs/Harriet_Mercer_CV.pdf
.venv/bin/python make_docx.py
# phone photo: render the page, keep its text, then photograph it with Pillow
xelatex -interaction=nonstopmode shu_wanlan_zh.tex >/dev/null
pdftotext shu_wanlan_zh.pdf IMG_20261103_184522.txt
pdftoppm -r 150 -png -singlefile shu_wanlan_zh.pdf shu_page
.venv/bin/python make_photo.py && rm -f shu_page.png
# beichen_li_resume_2021.txt, 郦北辰_Go后端_2026.md and lorenzo_quaglia.resume.json are written by hand in ../cvs
rm -f *.aux *.log *.out
