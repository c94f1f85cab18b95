#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
(cd rs && xelatex -interaction=nonstopmode tereza_novotna_cv.tex && cp tereza_novotna_cv.pdf ../../cvs/)
(cd wg && xelatex -interaction=nonstopmode xing_boyan_cv.tex && cp xing_boyan_cv.pdf ../../cvs/)
(cd bk && xelatex -interaction=nonstopmode phan_minh_khoa_cv.tex && cp phan_minh_khoa_cv.pdf ../../cvs/)  # stub fontawesome5/academicons .sty in bk/
(cd tr && xelatex -interaction=nonstopmode zhong_yicheng_cv.tex && pdftotext zhong_yicheng_cv.pdf zhong_yicheng_page.txt && pdftoppm -r 150 -png zhong_yicheng_cv.pdf page)
cp tr/zhong_yicheng_page.txt IMG_20261103_184512.page.txt
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# phan_minh_khoa_2021.md, 莫晓苒_内容运营.txt and shen_muyao_resume.json are written by hand directly in ../cvs
