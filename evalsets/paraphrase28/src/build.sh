#!/bin/bash
# Rebuilds everything in ../cvs that is generated (the .md, .txt and .json CVs are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd lu_jiayan_zh && xelatex -interaction=nonstopmode lu_jiayan_zh.tex >/dev/null && cp lu_jiayan_zh.pdf ../../cvs/)
(cd niall_ashworth && xelatex -interaction=nonstopmode niall_ashworth.tex >/dev/null && cp niall_ashworth.pdf ../../cvs/)
(cd kiran_delacroix && xelatex -interaction=nonstopmode kiran_delacroix.tex >/dev/null \
   && pdftotext -layout kiran_delacroix.pdf kiran_delacroix_page_text.txt \
   && pdftoppm -r 150 -png -f 1 -l 1 kiran_delacroix.pdf page && ../.venv/bin/python make_photo.py && rm -f page-1.png)
.venv/bin/python make_docx.py
