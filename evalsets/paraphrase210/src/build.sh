#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in bian_yuheng_en penhaligon xiang_qincheng fu_xingyi_page; do xelatex -interaction=nonstopmode $t.tex >/dev/null || true; done
cp bian_yuheng_en.pdf ../cvs/Yuheng_Bian_CV_2026.pdf
cp penhaligon.pdf ../cvs/Hollis_Penhaligon_Actuary.pdf
cp xiang_qincheng.pdf ../cvs/项沁澄_材料博士_简历.pdf
pdftotext -layout fu_xingyi_page.pdf fu_xingyi_page.txt
pdftoppm -r 150 -png fu_xingyi_page.pdf fu_page
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# hand-written: ../cvs/卞屿衡_简历_2021.txt, ../cvs/rosalind_quarrie.md, ../cvs/teodora_vasilescu.json
.venv/bin/python check_evidence.py
