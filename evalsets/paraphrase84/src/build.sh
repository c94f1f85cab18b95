#!/bin/sh
# Rebuild every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow pyyaml
cd tex
for t in rosalie_ferrandiz luo_qinghe_zh marisol_tennant_2026 li_ruoxi_page; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null || true   # stub fontawesome5/academicons .sty here
done
cp rosalie_ferrandiz.pdf luo_qinghe_zh.pdf marisol_tennant_2026.pdf ../../cvs/
pdftotext li_ruoxi_page.pdf ../li_ruoxi_page_text.txt          # text of the photographed page
pdftoppm -r 150 -png -singlefile li_ruoxi_page.pdf li_ruoxi_page
../.venv/bin/python ../make_photo.py li_ruoxi_page.png ../../cvs/IMG_20261104_183215.jpg
cd ..
.venv/bin/python make_docx.py
# ilya_sorokin.md, 荣书雅_核保.txt and resume_mtennant_2021.json are hand-written in ../cvs
.venv/bin/python check_evidence.py
