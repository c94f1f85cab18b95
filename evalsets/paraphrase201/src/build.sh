#!/bin/sh
# Rebuild all CV files of paraphrase201 from src/. Needs xelatex, pdftoppm, pdftotext and the venv.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
cd tex
for f in luo_yiheng_zh vlasceanu_teodora_cv hou_zhenyu_cv wei_liqun_2026; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp luo_yiheng_zh.pdf ../../cvs/罗以恒_简历.pdf
cp vlasceanu_teodora_cv.pdf ../../cvs/teodora_vlasceanu_cv.pdf
cp hou_zhenyu_cv.pdf ../../cvs/kevin_hou_security.pdf
pdftotext wei_liqun_2026.pdf ../wei_liqun_2026_photo_text.txt
pdftoppm -r 150 -png -singlefile wei_liqun_2026.pdf /tmp/wlq_page
cd ..
.venv/bin/python make_photo.py /tmp/wlq_page.png "../cvs/IMG_20261102_韦立群简历.jpg" && rm /tmp/wlq_page.png
.venv/bin/python make_docx.py
# clarissa_lim_product_design.md, resume.json and 韦立群_简历_2020.txt are hand-written in cvs/.
.venv/bin/python check_evidence.py
