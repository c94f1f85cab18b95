#!/bin/bash
# Rebuilds every generated file in ../cvs (md, txt, json are hand-written directly in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd p1 && cp ../common/*.sty . && xelatex -interaction=nonstopmode wexcombe.tex >/dev/null && cp wexcombe.pdf ../../cvs/tobias_wexcombe_cv.pdf)
(cd p2 && xelatex -interaction=nonstopmode she_mingdai.tex >/dev/null && cp she_mingdai.pdf ../../cvs/佘明岱_推荐算法.pdf)
(cd p6 && xelatex -interaction=nonstopmode ramanathan.tex >/dev/null && cp ramanathan.pdf ../../cvs/Ishita_Ramanathan_CV_2026.pdf)
(cd p8 && xelatex -interaction=nonstopmode shan_yiheng_zh.tex >/dev/null && pdftotext shan_yiheng_zh.pdf shan_yiheng_zh_page.txt && pdftoppm -r 150 -png -singlefile shan_yiheng_zh.pdf page)
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
