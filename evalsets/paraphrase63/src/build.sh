#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex (ctex, moderncv), poppler, and .venv with python-docx + pillow.
set -e
cd "$(dirname "$0")"
xelatex -interaction=batchmode ysolde_brakenridge.tex && cp ysolde_brakenridge.pdf ../cvs/ysolde_brakenridge.pdf
xelatex -interaction=batchmode qiu_simiao_zh.tex && cp qiu_simiao_zh.pdf ../cvs/仇思淼_数据工程师简历.pdf
xelatex -interaction=batchmode fenna_rietveld.tex && cp fenna_rietveld.pdf ../cvs/Fenna_Rietveld_HRBP.pdf
xelatex -interaction=batchmode ru_qingyi_page.tex && pdftotext ru_qingyi_page.pdf ru_qingyi_page.txt
pdftoppm -r 150 -png -singlefile ru_qingyi_page.pdf ru_qingyi_page
.venv/bin/python make_photo.py          # -> ../cvs/IMG_20260914_183207.jpg (text in ru_qingyi_page.txt)
.venv/bin/python make_docx.py           # -> ../cvs/路一鸥-验证工程师-2026.docx, ../cvs/Odile_Farquharson_CV.docx
# luyiou_resume_2021.txt, cosmin_dragomirescu.md and gu_wangchuan.resume.json are written by hand in ../cvs.
