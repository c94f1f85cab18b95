#!/bin/sh
# Rebuild all CV files in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
mkdir -p build
cd build
for t in yu_siche_zh isobel_quarrington zhuo_lanxi_cv ran_qiuye_zh; do
  TEXINPUTS=..: xelatex -interaction=batchmode ../$t.tex >/dev/null
done
cp yu_siche_zh.pdf "../../cvs/喻思澈_简历.pdf"
cp isobel_quarrington.pdf ../../cvs/isobel_quarrington_cv.pdf
cp zhuo_lanxi_cv.pdf ../../cvs/cv_2026.pdf
# phone photo of the Chinese page (no text layer); its text is kept in ../ran_qiuye_zh_page.txt
pdftotext -layout ran_qiuye_zh.pdf ../ran_qiuye_zh_page.txt
pdftoppm -r 150 -png -f 1 -l 1 ran_qiuye_zh.pdf ran_page
../.venv/bin/python ../make_photo.py ran_page-1.png ../../cvs/IMG_20261118_0942.jpg
cd ..
.venv/bin/python make_docx.py
# the .md, .txt and .json CVs are hand-written directly in ../cvs
