#!/bin/sh
# Rebuilds every file in ../cvs from the sources here (run from src/).
set -e
cd "$(dirname "$0")"
# cvs/sebastian_marquardt_cv_2022.txt is hand-written (old CV; the PDF below is the newer one).
(cd sebastian && xelatex -interaction=nonstopmode sebastian_marquardt_cv.tex && xelatex -interaction=nonstopmode sebastian_marquardt_cv.tex && cp sebastian_marquardt_cv.pdf ../../cvs/)
(cd zhong && xelatex -interaction=nonstopmode zhong_yanqiu_cv.tex && cp zhong_yanqiu_cv.pdf ../../cvs/钟砚秋_简历.pdf)
.venv/bin/python make_docx.py
# cvs/lanxin_qiao.resume.json is hand-written JSON Resume.
(cd mateus && xelatex -interaction=nonstopmode mateus_reis_cv.tex && pdftotext mateus_reis_cv.pdf ../IMG_20261103_184512.jpg.txt && pdftoppm -r 150 -png mateus_reis_cv.pdf page)
.venv/bin/python make_photo.py
