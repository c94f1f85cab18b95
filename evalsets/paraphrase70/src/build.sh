#!/bin/sh
# Rebuilds every file in ../cvs from these sources. Needs xelatex, poppler and .venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
T=$(mktemp -d)
for f in brigitta_haugen_cv nadege_ouellette_cv sha_keming_zh lu_yanqing_2021_zh; do
  xelatex -interaction=nonstopmode -output-directory="$T" "$f.tex" >/dev/null
done
cp "$T/brigitta_haugen_cv.pdf" "$T/nadege_ouellette_cv.pdf" ../cvs/
cp "$T/sha_keming_zh.pdf" ../cvs/沙珂铭_简历.pdf
cp "$T/lu_yanqing_2021_zh.pdf" .
pdftotext lu_yanqing_2021_zh.pdf 鲁砚青_简历_2021.txt      # text of the photographed page
mkdir -p /tmp/ly && .venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# ruan_tinglan_resume.md, 柏语笙_简历.txt and lu_yanqing_resume.json are written by hand in ../cvs
