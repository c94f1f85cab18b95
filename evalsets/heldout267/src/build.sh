#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
(cd tax && xelatex -interaction=nonstopmode ikenna_obiakor_cv.tex >/dev/null && cp ikenna_obiakor_cv.pdf ../../cvs/)
(cd battery && xelatex -interaction=nonstopmode guan_jingxing.tex >/dev/null && cp guan_jingxing.pdf ../../cvs/关景行_简历.pdf)
pdftotext ../cvs/关景行_简历.pdf battery_text.txt
.venv/bin/python make_docx.py
(cd photo && xelatex -interaction=nonstopmode selin_ozturk_2026.tex >/dev/null && pdftotext selin_ozturk_2026.pdf selin_ozturk_2026_page.txt && pdftoppm -r 150 -png selin_ozturk_2026.pdf page)
.venv/bin/python make_photo.py
# cvs/何书朗-数据开发.md and cvs/selin_ozturk_resume_2022.json are hand-written (the files themselves are the source).
