#!/bin/sh
# Rebuild all CV files from sources (run from src/)
set -e
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode odette_lamarr.tex && cp odette_lamarr.pdf ../cvs/Odette_Lamarr_CV.pdf
xelatex -interaction=nonstopmode yi_shaochuan_zh.tex && cp yi_shaochuan_zh.pdf "../cvs/伊绍川_机器视觉_简历.pdf"
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode murong_siyao_2026.tex && pdftotext murong_siyao_2026.pdf murong_siyao_2026_page.txt
pdftoppm -r 150 -png -singlefile murong_siyao_2026.pdf murong_page && .venv/bin/python make_photo.py
# cvs/乐岱舟_包装工程师.txt and cvs/慕容思瑶_简历_2021.md are hand-written (no generator)
