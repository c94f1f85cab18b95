#!/bin/sh
# Rebuild every file in cvs/ from src/. Needs xelatex, poppler-utils and src/.venv (python-docx, pypdf, pillow).
set -e
cd "$(dirname "$0")"
(cd lachlan && xelatex -interaction=nonstopmode lachlan_meredith_cv.tex >/dev/null && cp lachlan_meredith_cv.pdf ../../cvs/Lachlan_Meredith_CV.pdf)
(cd jian && xelatex -interaction=nonstopmode jian_junfeng.tex >/dev/null && cp jian_junfeng.pdf "../../cvs/蹇峻峰-岩土工程师-简历.pdf")
.venv/bin/python make_docx.py
(cd anton && xelatex -interaction=nonstopmode anton_verhoeckx_2026.tex >/dev/null \
  && pdftotext anton_verhoeckx_2026.pdf anton_verhoeckx_2026_page_text.txt \
  && pdftoppm -r 150 -png -singlefile anton_verhoeckx_2026.pdf page)
.venv/bin/python make_photo.py && rm -f anton/page.png
# cvs/marnie_ockenden.resume.json and cvs/anton_verhoeckx_cv_2024.txt are written by hand (no source).
