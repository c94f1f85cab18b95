#!/bin/bash
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
(cd hrytsenko && xelatex -interaction=nonstopmode solomiya_hrytsenko_cv.tex >/dev/null && cp solomiya_hrytsenko_cv.pdf ../../cvs/)
(cd qiu && xelatex -interaction=nonstopmode qiuzhiyuan_resume.tex >/dev/null && cp qiuzhiyuan_resume.pdf "../../cvs/裘致远_射频测试_简历.pdf")
.venv/bin/python make_docx.py
# cvs/halina_grabowska.md and cvs/duncan_faulconbridge_cv_2021.txt are written by hand (sources = the files)
(cd faulconbridge && xelatex -interaction=nonstopmode duncan_faulconbridge_2026.tex >/dev/null \
  && pdftotext -f 1 -l 1 duncan_faulconbridge_2026.pdf duncan_faulconbridge_2026_page1.txt \
  && rm -f page*.png && pdftoppm -r 150 -png -f 1 -l 1 duncan_faulconbridge_2026.pdf page \
  && ../.venv/bin/python make_photo.py)
.venv/bin/python check_evidence.py
