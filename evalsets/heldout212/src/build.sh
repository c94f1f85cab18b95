#!/bin/bash
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, poppler, and .venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode shao_minglan_zh.tex >/dev/null && cp shao_minglan_zh.pdf "../cvs/韶明澜_简历.pdf"
xelatex -interaction=nonstopmode aizhan_serikbayeva.tex >/dev/null && cp aizhan_serikbayeva.pdf ../cvs/Aizhan_Serikbayeva_Resume.pdf
.venv/bin/python make_docx.py
# teodora_vlasak.md and ciaran_moloney_cv_2023.txt are written by hand directly in ../cvs
xelatex -interaction=nonstopmode ciaran_moloney_2026.tex >/dev/null
pdftotext ciaran_moloney_2026.pdf ciaran_moloney_2026_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile ciaran_moloney_2026.pdf ciaran_page
.venv/bin/python make_photo.py
rm -f *.aux *.log
