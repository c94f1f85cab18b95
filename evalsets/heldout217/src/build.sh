#!/bin/sh
# Rebuild cvs/ from src/. TeX Live / poppler were not installed on the build machine, so the PDFs
# are rendered from HTML with PyMuPDF's Story (src/build_pdf.py) instead of xelatex.
set -e
cd "$(dirname "$0")/.."
PY=src/.venv/bin/python
$PY src/build_pdf.py src/jasleen_grewal.html cvs/jasleen_grewal_cv.pdf            # awesome-cv look-alike, English
$PY src/build_pdf.py src/zhuang_muchuan.html "cvs/庄牧川_Go后端_简历.pdf"             # Chinese, two columns (sidebar)
$PY src/make_docx.py                                                               # Chinese DOCX, paragraphs only
$PY src/make_photo.py                                                              # phone photo of the 2026 Chinese CV
# cvs/sigrid_holmqvist.json and cvs/边立衡_简历_2023.txt are written by hand.
