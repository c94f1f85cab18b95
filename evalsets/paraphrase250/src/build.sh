#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in hou_yanqiu_2022_zh yanqiu_hou_cv_2026 tarik_osmanagic chu_yuhan_photo; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null 2>&1 || true   # moderncv letters-icon stub logs a harmless error
done
cp hou_yanqiu_2022_zh.pdf yanqiu_hou_cv_2026.pdf tarik_osmanagic.pdf ../cvs/
.venv/bin/python make_docx.py
# phone photo of the Chinese one-page CV (no text layer); its text is kept in cv_photo_page.txt
pdftotext -layout chu_yuhan_photo.pdf cv_photo_page.txt
pdftoppm -r 150 -png chu_yuhan_photo.pdf page
.venv/bin/python make_photo.py
rm -f page-1.png
# margot_vanderhaegen.md, xian_zhuolin_简历.txt and resume.json are hand-written directly in ../cvs
