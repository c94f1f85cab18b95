#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
mkdir -p build && cd build
xelatex -interaction=batchmode ../albuquerque.tex && cp albuquerque.pdf ../../cvs/ines_albuquerque_cv.pdf
TEXINPUTS=../stubs: xelatex -interaction=batchmode ../szymanski.tex && cp szymanski.pdf ../../cvs/leopold_szymanski.pdf
xelatex -interaction=batchmode ../zang_mingyuan.tex && cp zang_mingyuan.pdf "../../cvs/臧明远_工艺工程师_2026.pdf"
xelatex -interaction=batchmode ../xue_wanyi.tex && pdftotext xue_wanyi.pdf ../xue_wanyi_page_text.txt
pdftoppm -r 150 -png -singlefile xue_wanyi.pdf xue_page
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# hand-written: ../cvs/xichenyu_backend.md, ../cvs/zang_mingyuan_resume_2020.txt, ../cvs/annemijn_roosendaal.json
