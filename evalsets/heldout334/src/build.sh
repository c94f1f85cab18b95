#!/bin/sh
# rebuilds every file in ../cvs from the sources here
set -e
cd "$(dirname "$0")"
(cd rf && xelatex -interaction=nonstopmode rasmus_holtkamp_cv.tex >/dev/null && cp rasmus_holtkamp_cv.pdf ../../cvs/)
(cd cc && xelatex -interaction=nonstopmode luo_zhicheng_cv.tex >/dev/null && cp luo_zhicheng_cv.pdf ../../cvs/)
.venv/bin/python make_docx.py
(cd yz && xelatex -interaction=nonstopmode zhuang_yiling_2023.tex >/dev/null && pdftotext zhuang_yiling_2023.pdf zhuang_yiling_2023_page.txt && pdftoppm -r 150 -png -f 1 -l 1 zhuang_yiling_2023.pdf page)
.venv/bin/python make_photo.py
# chu_jiayu_resume.json and yiling_zhuang_cv_2026.md are hand-written directly in ../cvs
