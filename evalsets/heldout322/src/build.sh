#!/bin/bash
# Rebuild all CV files in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
( cd wu && xelatex -interaction=nonstopmode wu_minglang_cv.tex >/dev/null && cp wu_minglang_cv.pdf ../../cvs/wu_minglang_cv.pdf )
# older Chinese CV of the same person, printed and photographed (no text layer)
( cd wu && xelatex -interaction=nonstopmode wu_zh_2023.tex >/dev/null \
   && pdftotext -layout wu_zh_2023.pdf wu_zh_photo_page.txt \
   && pdftoppm -r 150 -png -singlefile wu_zh_2023.pdf wu_zh_page \
   && ../$PY ../make_photo.py wu_zh_page.png ../../cvs/IMG_20230518_211402.jpg )
( cd zhan && xelatex -interaction=nonstopmode zhan_yichuan.tex >/dev/null && cp zhan_yichuan.pdf "../../cvs/詹屹川_光刻工艺.pdf" )
$PY make_docx.py            # -> ../cvs/覃建勋-BIM经理.docx
# yolanda_terhorst.md and fan_zhiling_resume.json are written by hand directly in ../cvs
