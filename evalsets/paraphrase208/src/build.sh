#!/bin/sh
# Rebuild all CV files of paraphrase208 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for t in bian_haozhou_zh qu_fenglan tong_chenxiao_2025 ran_bailin_zh; do xelatex -interaction=batchmode $t.tex >/dev/null; done
cp bian_haozhou_zh.pdf ../cvs/卞皓舟_简历.pdf
cp qu_fenglan.pdf ../cvs/Fenglan_Qu_CV.pdf
cp tong_chenxiao_2025.pdf ../cvs/Tong_Chenxiao_CV_2025.pdf
pdftotext -layout ran_bailin_zh.pdf ran_bailin_zh_page1.txt     # text of the photographed page
pdftoppm -r 150 -png ran_bailin_zh.pdf ran_page
.venv/bin/python make_photo.py                                   # -> ../cvs/IMG_20261104_193512.jpg
.venv/bin/python make_docx.py                                    # -> the two .docx files
rm -f *.aux *.log *.out ran_page-1.png
# hand-written directly in ../cvs: 仝辰骁_简历_2021.txt, margaux_thevenot.md, shen_wanyu.json
.venv/bin/python check_evidence.py
