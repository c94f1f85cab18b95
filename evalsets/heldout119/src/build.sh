#!/bin/bash
# Rebuilds cvs/ from src/. The .md and .txt CVs are written directly in cvs/ (hand-written files).
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python   # python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow pyyaml
(cd kilbride && xelatex -interaction=nonstopmode saoirse_kilbride_cv.tex >/dev/null && cp saoirse_kilbride_cv.pdf ../../cvs/)
(cd su && xelatex -interaction=nonstopmode su_qiheng_resume.tex >/dev/null && cp su_qiheng_resume.pdf ../../cvs/)
$PY mensah/make_docx.py
(cd gu && xelatex -interaction=nonstopmode gu_yutang_2026.tex >/dev/null && pdftotext gu_yutang_2026.pdf gu_yutang_2026_page.txt \
   && pdftoppm -r 200 -png gu_yutang_2026.pdf page && ../$PY make_photo.py)
$PY check_evidence.py
