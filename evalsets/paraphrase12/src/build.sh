#!/bin/bash
# Rebuild all generated CV files into ../cvs (md, txt and json are written by hand directly in cvs/)
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in liao_zhiheng_cv qin_suyun_cv greta_villanueva_cv; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp liao_zhiheng_cv.pdf ../cvs/liao_zhiheng_cv.pdf
cp qin_suyun_cv.pdf ../cvs/覃素芸_芯片验证.pdf
cp greta_villanueva_cv.pdf ../cvs/greta_villanueva_cv.pdf
.venv/bin/python liao_zhiheng_zh.py
.venv/bin/python make_docx.py
rm -f *.aux *.log *.out
