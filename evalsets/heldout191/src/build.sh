#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex, poppler-utils, fonts-noto-cjk, DejaVu fonts and src/.venv
# (python-docx, pypdf, pillow). The JSON Resume and the 2022 .txt are written by hand in cvs/.
set -e
cd "$(dirname "$0")"
(cd tattersall && xelatex -interaction=batchmode imogen_tattersall_cv.tex >/dev/null && cp imogen_tattersall_cv.pdf ../../cvs/)
(cd lizhuoqian && xelatex -interaction=batchmode lizhuoqian_cv.tex >/dev/null && cp lizhuoqian_cv.pdf "../../cvs/黎卓谦_网络工程师_简历.pdf")
.venv/bin/python make_docx.py
(cd laisitong && xelatex -interaction=batchmode laisitong_2026.tex >/dev/null && pdftotext laisitong_2026.pdf ../laisitong_2026_page_text.txt && pdftoppm -r 150 -png -singlefile laisitong_2026.pdf page)
.venv/bin/python make_photo.py
rm -f laisitong/page.png */*.aux */*.log
.venv/bin/python check_evidence.py
