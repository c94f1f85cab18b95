#!/bin/bash
# Rebuild all CV files in ../cvs from these sources (run inside src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=batchmode qi_minggao_cv.tex && cp qi_minggao_cv.pdf ../cvs/戚鸣皋_语音算法_简历.pdf
xelatex -interaction=batchmode meera_sundaresan_cv.tex && cp meera_sundaresan_cv.pdf ../cvs/Meera_Sundaresan_CV.pdf   # uses stub fontawesome5.sty/academicons.sty here
.venv/bin/python make_docx.py
xelatex -interaction=batchmode ning_wantong_cv.tex && pdftotext -layout ning_wantong_cv.pdf ning_wantong_page.txt
pdftoppm -r 150 -png ning_wantong_cv.pdf ning_page && .venv/bin/python make_photo.py
# baichuan_chen_resume_2026.md and jinghaishan_resume.json are written by hand directly in ../cvs
