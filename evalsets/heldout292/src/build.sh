#!/bin/sh
# Rebuild all CV files in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
(cd fb && xelatex -interaction=nonstopmode brockhurst_cv.tex >/dev/null && cp brockhurst_cv.pdf ../../cvs/fenella_brockhurst_cv.pdf)
(cd wc && xelatex -interaction=nonstopmode wuchuhang_zh.tex >/dev/null && cp wuchuhang_zh.pdf "../../cvs/伍楚航_iOS_简历.pdf")
(cd wc && xelatex -interaction=nonstopmode wuchuhang_en.tex >/dev/null && pdftotext -layout wuchuhang_en.pdf wuchuhang_en_photo_page.txt && pdftoppm -r 150 -png wuchuhang_en.pdf page)
.venv/bin/python make_photo.py wc/page-1.png ../cvs/IMG_20261014_183502.jpg
(cd .. && src/.venv/bin/python src/make_docx.py)
# cvs/宫振岳-采购经理-简历.txt and cvs/kuang_zishan_resume.md are hand-written (no generator).
