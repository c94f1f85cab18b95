#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex (ctex, moderncv) and src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
(cd syn && xelatex -interaction=nonstopmode sang_yanning.tex >/dev/null && cp sang_yanning.pdf ../../cvs/桑晏宁_仿真工程师.pdf)
(cd tmy && xelatex -interaction=nonstopmode mingyue_tao_cv.tex >/dev/null && cp mingyue_tao_cv.pdf ../../cvs/Mingyue_Tao_CV_2026.pdf)
(cd pk && xelatex -interaction=nonstopmode piotr_kwiatkowski.tex >/dev/null && pdftotext -layout piotr_kwiatkowski.pdf page_text.txt && pdftoppm -r 150 -png piotr_kwiatkowski.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# cvs/harriet_featherstone_cv.txt and cvs/tao_mingyue_resume_2023.json are hand-written (no source).
