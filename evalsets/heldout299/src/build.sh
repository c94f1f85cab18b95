#!/bin/sh
# Rebuild every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
mkdir -p build
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
# moderncv casual (icons stubbed: fontawesome5 is not installed here)
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode -output-directory=build varnhagen.tex >/dev/null
cp build/varnhagen.pdf ../cvs/leopold_varnhagen_cv.pdf
xelatex -interaction=nonstopmode -output-directory=build fan_xinlei_zh.tex >/dev/null
cp build/fan_xinlei_zh.pdf ../cvs/fan_xinlei_简历_2026.pdf
.venv/bin/python make_docx.py
# phone photo of a printed page; its text layer is kept in kilbride_page_text.txt
xelatex -interaction=nonstopmode -output-directory=build kilbride_page.tex >/dev/null
pdftotext -layout build/kilbride_page.pdf kilbride_page_text.txt
pdftoppm -r 150 -png build/kilbride_page.pdf build/kilbride
.venv/bin/python make_photo.py
# 奚晨骁_引擎开发.md and gongshuyi_2026.txt are hand-written directly in ../cvs
