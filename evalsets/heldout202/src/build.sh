#!/bin/sh
# Rebuild all CV files of heldout202 from src/ (run inside src/).
set -e
xelatex -interaction=nonstopmode xue_jiayi_zh.tex && cp xue_jiayi_zh.pdf ../cvs/xue_jiayi_resume.pdf && pdftotext xue_jiayi_zh.pdf xue_jiayi_zh.pdftotext.txt
xelatex -interaction=nonstopmode uusitalo_cv.tex && cp uusitalo_cv.pdf ../cvs/Jarmo_Uusitalo_CV.pdf && pdftotext uusitalo_cv.pdf uusitalo_cv.pdftotext.txt
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode qiao_wanru_2026.tex && pdftotext qiao_wanru_2026.pdf qiao_wanru_2026_page_text.txt
pdftoppm -r 150 -png qiao_wanru_2026.pdf qiao_wanru_2026 && .venv/bin/python make_photo.py
# dalisay_reyes.md and 乔婉如_简历_2021.txt are written by hand directly in cvs/.
