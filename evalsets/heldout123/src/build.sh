#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode wei_ruofeng.tex >/dev/null && cp wei_ruofeng.pdf ../cvs/韦若枫_电芯工程师.pdf
xelatex -interaction=nonstopmode maeve_sutcliffe.tex >/dev/null && cp maeve_sutcliffe.pdf ../cvs/Maeve_Sutcliffe_CV.pdf   # uses stub fontawesome5.sty / academicons.sty
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode yi_xiaonan_2026.tex >/dev/null
pdftotext yi_xiaonan_2026.pdf yi_xiaonan_2026_page_raw.txt; pdftotext -layout yi_xiaonan_2026.pdf yi_xiaonan_2026_page.txt
pdftoppm -r 150 -png -f 1 -l 1 yi_xiaonan_2026.pdf yx_page && .venv/bin/python make_photo.py
# ong_li_ting.md and 易晓楠_简历_2022.txt are hand-written directly in ../cvs
