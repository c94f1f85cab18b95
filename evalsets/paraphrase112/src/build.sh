#!/bin/sh
# Rebuild all generated CV files in ../cvs (run from src/). Markdown, TXT and JSON are hand-written in cvs/.
set -e
cd "$(dirname "$0")/tex"
for f in ilse_dekkers kang_ruiwen tan_junyi tang_ruining_2026; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp ilse_dekkers.pdf ../../cvs/ilse_dekkers_cv.pdf
cp kang_ruiwen.pdf ../../cvs/Kang_Ruiwen_Resume_2026.pdf
cp tan_junyi.pdf ../../cvs/谭峻屹_PCB设计_简历.pdf
pdftotext tang_ruining_2026.pdf ../tang_ruining_2026_photo.txt
pdftoppm -r 150 -png -singlefile tang_ruining_2026.pdf /tmp/tang_page
cd ..
.venv/bin/python make_photo.py /tmp/tang_page.png ../cvs/IMG_20261103_184512.jpg
.venv/bin/python make_docx.py
