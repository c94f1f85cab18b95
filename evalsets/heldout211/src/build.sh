#!/bin/sh
# Rebuilds the generated CV files in ../cvs (the .md and .txt CVs are hand-written in cvs/).
set -e
cd "$(dirname "$0")"
PY=./.venv/bin/python
(cd joonas && xelatex -interaction=nonstopmode joonas_vuorela.tex >/dev/null) && cp joonas/joonas_vuorela.pdf ../cvs/Joonas_Vuorela_CV.pdf
(cd weng && xelatex -interaction=nonstopmode weng_lechuan.tex >/dev/null && pdftotext weng_lechuan.pdf weng_lechuan.pdftotext.txt) && cp weng/weng_lechuan.pdf "../cvs/简历_工艺安全_翁乐川.pdf"
$PY fu/make_docx.py
(cd tolland && xelatex -interaction=nonstopmode stuart_tolland_2026.tex >/dev/null && pdftotext stuart_tolland_2026.pdf stuart_tolland_2026_page1.txt && pdftoppm -r 150 -png stuart_tolland_2026.pdf page)
$PY tolland/make_photo.py
$PY check_evidence.py
