#!/bin/sh
# Rebuilds every file in cvs/ from the sources here (run from src/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
# moderncv's icon packages are not installed: fontawesome5.sty / academicons.sty here are stubs.
xelatex -interaction=nonstopmode ou_zeyuan_zh.tex >/dev/null && cp ou_zeyuan_zh.pdf ../cvs/
xelatex -interaction=nonstopmode isadora_quinlan.tex >/dev/null && xelatex -interaction=nonstopmode isadora_quinlan.tex >/dev/null && cp isadora_quinlan.pdf ../cvs/
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode qi_wanqiao_2026.tex >/dev/null
pdftotext -layout qi_wanqiao_2026.pdf qi_wanqiao_2026_page.txt
.venv/bin/python make_photo.py && rm -f qwq_page.png
# cvs/简历-数据开发-常书妍.md and cvs/祁婉乔_简历_2022.txt are hand-written (no generator).
.venv/bin/python check_evidence.py
