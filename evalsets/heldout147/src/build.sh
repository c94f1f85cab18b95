#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow typst; }
xelatex -interaction=nonstopmode gong_mingzhe.tex >/dev/null
cp gong_mingzhe.pdf ../cvs/贡明哲_简历.pdf
.venv/bin/python -c "import typst; typst.compile('bettina_quintavalle.typ', output='bettina_quintavalle.pdf')"
cp bettina_quintavalle.pdf ../cvs/Bettina_Quintavalle_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode shan_yutong_2026.tex >/dev/null
pdftotext -layout shan_yutong_2026.pdf shan_yutong_2026_page.txt
pdftoppm -r 150 -png shan_yutong_2026.pdf shan_page
.venv/bin/python make_photo.py
# cvs/师蔚禾-增长产品经理.md and cvs/yutong_shan_cv_2022.txt are hand-written sources themselves.
