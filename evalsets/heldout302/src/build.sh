#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode ossian_quaintance_cv.tex >/dev/null && cp ossian_quaintance_cv.pdf ../cvs/
xelatex -interaction=nonstopmode peng_zhuoyuan_resume.tex >/dev/null && cp peng_zhuoyuan_resume.pdf ../cvs/
.venv/bin/python make_docx.py
# photographed page: old (March 2025) Chinese CV of Shuhe Yong; text layer kept here only
xelatex -interaction=nonstopmode yong_shuhe_2025_zh.tex >/dev/null
pdftotext -layout yong_shuhe_2025_zh.pdf yong_shuhe_2025_zh_page.txt
pdftoppm -r 150 -png -singlefile yong_shuhe_2025_zh.pdf page
.venv/bin/python make_photo.py && rm -f page.png *.aux *.log
# tax_manager_cv_2026.md and shuhe_yong_resume.json are written by hand directly in ../cvs
