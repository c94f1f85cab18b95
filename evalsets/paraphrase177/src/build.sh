#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
xelatex -interaction=batchmode sang_jingyang_cv.tex && cp sang_jingyang_cv.pdf ../cvs/桑景阳_简历.pdf
TEXINPUTS=./stubs//: xelatex -interaction=batchmode harriet_pendlebury_cv.tex || true
cp harriet_pendlebury_cv.pdf ../cvs/Harriet_Pendlebury_CV.pdf
xelatex -interaction=batchmode rizky_wijaya_cv.tex && cp rizky_wijaya_cv.pdf ../cvs/Rizky_Pratama_Wijaya_resume.pdf
xelatex -interaction=batchmode siobhan_marchetti_cv.tex
pdftotext -layout siobhan_marchetti_cv.pdf siobhan_marchetti_page_text.txt
pdftoppm -r 150 -png siobhan_marchetti_cv.pdf page
.venv/bin/python make_photo.py        # -> ../cvs/IMG_20261103_0912.jpg (no text layer)
.venv/bin/python make_docx.py         # -> Qiuyue_Lin_CV_2026.docx, 翁浩然_后端_2026.docx
# 翁浩然_简历_2022.txt, 喻小棠_包装设计.md and zheng_yichen.resume.json are hand-written in ../cvs.
