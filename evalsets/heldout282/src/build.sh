#!/bin/sh
# Rebuilds every file in ../cvs from these sources (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode ge_jingyi_cv.tex >/dev/null && cp ge_jingyi_cv.pdf ../cvs/葛婧仪_风控分析.pdf
xelatex -interaction=nonstopmode hoang_minh_khoa.tex >/dev/null && cp hoang_minh_khoa.pdf ../cvs/Hoang_Minh_Khoa_Resume.pdf
.venv/bin/python make_docx.py
# JSON Resume and the 2021 Markdown CV are written by hand directly in ../cvs.
# Newer CV of Guo Manni: printed page photographed (no text layer); its text is guo_manni_2026_zh.page.txt
xelatex -interaction=nonstopmode guo_manni_2026_zh.tex >/dev/null
pdftotext -layout guo_manni_2026_zh.pdf guo_manni_2026_zh.page.txt
rm -f page-1.png && pdftoppm -r 150 -png guo_manni_2026_zh.pdf page
.venv/bin/python make_photo.py
rm -f *.aux *.log
