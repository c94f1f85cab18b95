#!/bin/bash
# Rebuild the LaTeX CVs, the phone photo and the DOCX files into ../cvs
set -e
cd "$(dirname "$0")"
CVS=../cvs
for d in kt yz zn ty; do
  for f in $d/*.tex; do
    (cd $d && TEXINPUTS=.:../stub: xelatex -interaction=nonstopmode -halt-on-error $(basename $f) >/dev/null)
  done
done
cp kt/kou_tianyu_cv.pdf $CVS/kou_tianyu_cv.pdf
cp yz/yu_zechuan_zh.pdf $CVS/禹泽川_储能电芯工程师.pdf
cp zn/zofia_nowicka.pdf $CVS/Zofia_Nowicka_LevelDesign.pdf
# phone photo of Tong Yuyan's page; keep the page text for quote checks
pdftotext ty/tong_yuyan_page.pdf ty/tong_yuyan_page.txt
pdftoppm -r 150 -png -singlefile ty/tong_yuyan_page.pdf ty/page
.venv/bin/python make_photo.py ty/page.png $CVS/IMG_20260314_183207.jpg
.venv/bin/python make_docx.py $CVS
cp dh_old/daan_hoogeveen_2023.md $CVS/daan_hoogeveen_2023.md
cp dh_new/resume.json $CVS/daan-hoogeveen-resume.json
cp cy/cv.txt $CVS/岑野_自由摄影师_简历.txt
