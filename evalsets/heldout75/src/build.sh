#!/usr/bin/env bash
# Rebuilds cvs/ from the sources in src/. The .txt and .json CVs are written by hand directly in cvs/.
set -euo pipefail
cd "$(dirname "$0")"
PY=.venv/bin/python
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode kieran_ashdown.tex >/dev/null   # moderncv classic; stub icon packages
cp kieran_ashdown.pdf ../cvs/kieran_ashdown_cv.pdf
xelatex -interaction=nonstopmode ben_suya_zh.tex >/dev/null
cp ben_suya_zh.pdf ../cvs/贲素雅_临床药师_简历.pdf
$PY make_docx.py
xelatex -interaction=nonstopmode su_jingcheng_zh.tex >/dev/null
pdftotext -layout su_jingcheng_zh.pdf su_jingcheng_photo_page.txt
pdftoppm -r 150 -png su_jingcheng_zh.pdf su_jingcheng_page
$PY make_photo.py                      # -> ../cvs/IMG_20261103_184512.jpg
rm -f *.aux *.log *.out
$PY check_evidence.py
