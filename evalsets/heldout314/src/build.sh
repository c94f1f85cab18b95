#!/bin/sh
# Rebuild every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd petra && xelatex -interaction=nonstopmode petra_hrubesova_cv.tex >/dev/null && cp petra_hrubesova_cv.pdf ../../cvs/)
(cd chu && xelatex -interaction=nonstopmode chu_huaining_zh.tex >/dev/null && cp chu_huaining_zh.pdf ../../cvs/)
.venv/bin/python make_docx.py
(cd nie_photo && xelatex -interaction=nonstopmode nie_shuyuan_zh_2022.tex >/dev/null \
  && pdftotext -layout nie_shuyuan_zh_2022.pdf nie_shuyuan_zh_2022_page.txt \
  && pdftoppm -r 150 -png nie_shuyuan_zh_2022.pdf page)
.venv/bin/python make_photo.py
# shuyuan_nie_ios_2026.md and lei_zhien_resume.json are hand-written directly in ../cvs
