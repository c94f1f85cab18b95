#!/bin/sh
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
# LaTeX (fontawesome5.sty / academicons.sty here are stubs so moderncv loads without icon fonts)
for t in guo_mingrui wei_lanting yu_ziang_2026 yu_ziang_2022_old; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp guo_mingrui.pdf ../cvs/guo_mingrui.pdf
cp wei_lanting.pdf ../cvs/wei_lanting.pdf
cp yu_ziang_2026.pdf "../cvs/喻子昂_客户端主程_2026.pdf"
# phone photo of the old (2022) CV: text kept in yu_ziang_2022_photo_page.txt
pdftotext yu_ziang_2022_old.pdf yu_ziang_2022_photo_page.txt
pdftoppm -r 150 -png -singlefile yu_ziang_2022_old.pdf yu_old_page
.venv/bin/python make_photo.py
# DOCX
.venv/bin/python make_docx.py
# Markdown, plain text and JSON Resume files are written by hand directly in ../cvs
.venv/bin/python check_evidence.py
