#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
# The JSON Resume (cvs/yichuan_lan.resume.json) and the Markdown CV (cvs/冉明溪_简历_2026.md)
# were written by hand directly in cvs/ and have no separate source.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd kessler && xelatex -interaction=nonstopmode marisol_kessler_cv.tex >/dev/null && cp marisol_kessler_cv.pdf ../../cvs/)
(cd wang && xelatex -interaction=nonstopmode wang_yanzhou_resume.tex >/dev/null && cp wang_yanzhou_resume.pdf ../../cvs/)
.venv/bin/python make_docx.py
# old CV of 冉明溪 (May 2023): LaTeX page -> PNG -> phone photo (no text layer)
(cd ran && xelatex -interaction=nonstopmode ran_mingxi_2023.tex >/dev/null \
   && pdftotext ran_mingxi_2023.pdf ran_mingxi_2023_page_text.txt \
   && pdftoppm -r 150 -png ran_mingxi_2023.pdf page)
.venv/bin/python make_photo.py
rm -f */*.aux */*.log
.venv/bin/python check_evidence.py
