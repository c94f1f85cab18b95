#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
# Needs xelatex (TeX Live with moderncv, ctex), poppler (pdftotext, pdftoppm) and a venv with
# python-docx, pypdf, pillow:  python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow
set -e
cd "$(dirname "$0")"
CVS=../cvs
# 1) moderncv banking (stub fontawesome5/academicons .sty files live next to the .tex)
(cd vikrant && xelatex -interaction=nonstopmode vikrant_bhatnagar_cv.tex >/dev/null) && cp vikrant/vikrant_bhatnagar_cv.pdf $CVS/
# 2) Chinese ctex resume with a header band
(cd xuan && xelatex -interaction=nonstopmode xuan_chengyue_resume.tex >/dev/null) && cp xuan/xuan_chengyue_resume.pdf "$CVS/宣澄岳_简历.pdf"
# 3) DOCX with a table per job
.venv/bin/python make_docx.py
# 4) Markdown (栗闻舟-Android.md) and plain text (cillian_mayberry_cv_2021.txt) are written by hand in ../cvs
# 5) phone photo of the 2026 CV: render, keep the page text, photograph with Pillow
(cd cillian && xelatex -interaction=nonstopmode cillian_mayberry_cv_2026.tex >/dev/null \
  && pdftotext cillian_mayberry_cv_2026.pdf cillian_mayberry_cv_2026_page1.txt \
  && pdftoppm -r 150 -png -f 1 -l 1 cillian_mayberry_cv_2026.pdf page)
.venv/bin/python make_photo.py
rm -f */*.aux */*.log
