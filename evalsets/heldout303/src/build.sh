#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex (TeX Live incl. moderncv, xeCJK), Noto CJK fonts, poppler.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
mkdir -p build ../cvs
cd build
for t in ezinne_nwabuisi tong_siheng lang_jingshu_2022_en; do
  TEXINPUTS=../stubs//: xelatex -interaction=nonstopmode ../$t.tex >/dev/null
done
cp ezinne_nwabuisi.pdf tong_siheng.pdf ../../cvs/
pdftotext lang_jingshu_2022_en.pdf ../lang_jingshu_2022_en.page.txt
pdftoppm -r 150 -png lang_jingshu_2022_en.pdf page
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# cvs/巴晓川_封装工艺.md and cvs/郎景澍_简历_2026.txt are hand-written directly in cvs/.
.venv/bin/python check_evidence.py
