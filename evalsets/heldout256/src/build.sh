#!/bin/sh
# Rebuilds the binary CVs of heldout256 from src/. Markdown/TXT CVs are hand-written in cvs/.
set -e
cd "$(dirname "$0")"
(cd jf && xelatex -interaction=nonstopmode julius_fairbank.tex && cp julius_fairbank.pdf ../../cvs/)   # moderncv classic; stub icon .sty files here
(cd bcy && xelatex -interaction=nonstopmode bai_chengyi_cv.tex && cp bai_chengyi_cv.pdf ../../cvs/柏澄漪_简历.pdf)
(cd he && ../.venv/bin/python -c "import typst; typst.compile('harish_ekambaram.typ', output='harish_ekambaram.pdf')" && cp harish_ekambaram.pdf ../../cvs/)  # Typst via the 'typst' PyPI package
.venv/bin/python make_docx.py
pdftotext ../cvs/julius_fairbank.pdf julius_fairbank.txt
pdftotext ../cvs/harish_ekambaram.pdf harish_ekambaram.txt
pdftotext ../cvs/柏澄漪_简历.pdf bai_chengyi_cv.txt
