#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode su_yulan_zh.tex >/dev/null && cp su_yulan_zh.pdf ../cvs/
TEXINPUTS=./stubs: xelatex -interaction=nonstopmode margaux_delaunay.tex >/dev/null && cp margaux_delaunay.pdf ../cvs/
xelatex -interaction=nonstopmode qichuan_fan_2022.tex >/dev/null && cp qichuan_fan_2022.pdf ../cvs/
.venv/bin/python make_docx.py
# phone photo: render the page, keep its text here, photograph it with Pillow
xelatex -interaction=nonstopmode ao_qingye_page.tex >/dev/null
pdftotext -layout ao_qingye_page.pdf ao_qingye_page.txt
pdftoppm -r 150 -png ao_qingye_page.pdf ao_page
.venv/bin/python make_photo.py
# eamon_haldane.md, 温若澄_简历.txt and valentina_desrosiers.json are hand-written directly in ../cvs
