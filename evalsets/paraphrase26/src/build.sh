#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
# The fontawesome5.sty / academicons.sty here are local icon stubs so moderncv compiles without those packages.
set -e
cd "$(dirname "$0")"
CVS=../cvs
for t in gui_ruoyan zhan_shuhang_zh xing_zhiyuan; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp gui_ruoyan.pdf $CVS/Gui_Ruoyan_CV.pdf
cp zhan_shuhang_zh.pdf "$CVS/詹书杭_简历.pdf"
# phone photo of Xing Zhiyuan's CV: text of the page kept in xing_zhiyuan_page_text.txt
pdftotext xing_zhiyuan.pdf xing_zhiyuan_page_text.txt
pdftoppm -r 150 -png -singlefile xing_zhiyuan.pdf xing_page
.venv/bin/python make_photo.py xing_page.png "$CVS/IMG_20261103_184512.jpg"
rm -f xing_page.png
.venv/bin/python make_docx.py
rm -f *.aux *.log *.out
