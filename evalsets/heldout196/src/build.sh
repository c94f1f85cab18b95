#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, poppler, the venv (.venv).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode ifeoma_castellane.tex >/dev/null && cp ifeoma_castellane.pdf ../cvs/ifeoma_castellane_cv.pdf
xelatex -interaction=nonstopmode gan_shuning.tex >/dev/null && cp gan_shuning.pdf "../cvs/甘书凝_QA经理.pdf"
.venv/bin/python make_docx.py                      # ../cvs/邹致远_简历.docx
# JSON Resume (../cvs/bryony_tallis.resume.json) and the old plain-text CV (../cvs/雍立川_简历_2021.txt) are hand-written.
xelatex -interaction=nonstopmode yong_lichuan_2026.tex >/dev/null
pdftotext yong_lichuan_2026.pdf yong_lichuan_2026_page.txt   # the photographed page's text, for quote checks
pdftoppm -r 150 -png yong_lichuan_2026.pdf ylc
.venv/bin/python make_photo.py                      # ../cvs/雍立川_简历_2026.jpg
rm -f ylc-1.png yong_lichuan_2026.pdf ifeoma_castellane.pdf gan_shuning.pdf *.aux *.log
