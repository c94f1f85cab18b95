#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in lyu_shuangqi gong_wenshu_zh jing_weiran_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
TEXINPUTS=./stub//: xelatex -interaction=nonstopmode zang_yuheng_en.tex >/dev/null   # stub icon package
cp lyu_shuangqi.pdf ../cvs/Shuangqi_Lyu_CV.pdf
cp gong_wenshu_zh.pdf ../cvs/弓文澍-iOS-简历.pdf
cp zang_yuheng_en.pdf ../cvs/Yuheng_Zang_CV_2026.pdf
pdftotext jing_weiran_zh.pdf jing_weiran_page_text.txt
pdftoppm -r 150 -png jing_weiran_zh.pdf jing_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# dong_qiushi.md, sandeep_thiruvengadam.resume.json and 臧煜衡_简历_2020.txt are written by hand in ../cvs
