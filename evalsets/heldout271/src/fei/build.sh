#!/bin/sh
cd "$(dirname "$0")" && xelatex -interaction=nonstopmode serena_fei_cv_2025.tex && pdftotext serena_fei_cv_2025.pdf serena_fei_cv_2025.page.txt && pdftoppm -r 150 -png -singlefile serena_fei_cv_2025.pdf page && ../.venv/bin/python make_photo.py
