#!/bin/bash
# Rebuilds every generated file in ../cvs (the .md, .txt and .json CVs are hand-written there).
set -e
cd "$(dirname "$0")"
mkdir -p build
export TEXINPUTS=".:$TEXINPUTS"   # stub fontawesome5.sty / academicons.sty for moderncv
for t in xiang_wanlu gui_yubai_zh quaile ji_ruixue_zh; do
  xelatex -interaction=nonstopmode -output-directory=build $t.tex >/dev/null
done
cp build/xiang_wanlu.pdf ../cvs/wanlu_xiang_cv.pdf
cp build/gui_yubai_zh.pdf ../cvs/桂屿白_简历.pdf
cp build/quaile.pdf ../cvs/Lysander_Quaile_Resume.pdf
pdftotext build/ji_ruixue_zh.pdf ji_ruixue_photo_page.txt      # text of the photographed page
pdftoppm -r 150 -png -singlefile build/ji_ruixue_zh.pdf build/ji_page
.venv/bin/python make_photo.py        # -> ../cvs/IMG_20261103_2147.jpg (no text layer)
.venv/bin/python make_docx.py         # -> ../cvs/苑嘉棠-内容运营.docx, ../cvs/cv_final_2026.docx
