#!/bin/sh
# Rebuilds every file in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
for d in yaw xi axel; do (cd $d && for t in *.tex; do xelatex -interaction=nonstopmode "$t" >/dev/null; cp "${t%.tex}.pdf" ../../cvs/; done); done
(cd chai && xelatex -interaction=nonstopmode chai_yingxue.tex >/dev/null && pdftotext chai_yingxue.pdf chai_yingxue_page.txt \
  && pdftoppm -r 150 -png chai_yingxue.pdf page && ../.venv/bin/python ../photo.py page-1.png ../../cvs/IMG_20261103_184512.jpg && rm page-1.png)
.venv/bin/python make_docx.py
# tan_muxi_resume_2023.md, 谭沐曦_简历_2026.txt and resume.json are written by hand directly in ../cvs
