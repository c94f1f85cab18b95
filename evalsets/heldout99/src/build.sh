#!/bin/bash
# Rebuild all CV files in ../cvs from these sources (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode hamish_tanworth.tex >/dev/null && cp hamish_tanworth.pdf ../cvs/Hamish_Tanworth_CV.pdf
xelatex -interaction=nonstopmode le_jiayi_2026.tex >/dev/null && cp le_jiayi_2026.pdf ../cvs/乐嘉屹_简历_2026.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode ottavio_brunelli.tex >/dev/null
pdftotext -layout ottavio_brunelli.pdf ottavio_brunelli_page.txt
pdftoppm -r 150 -png -singlefile ottavio_brunelli.pdf ob_page
.venv/bin/python make_photo.py
# cvs/敬雨航-视觉算法工程师.md and cvs/简历_乐嘉屹_2021.txt are hand-written in place.
