#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode yin_chengze_zh.tex >/dev/null && cp yin_chengze_zh.pdf ../cvs/
TEXINPUTS=./stubs: xelatex -interaction=nonstopmode rosalia_vidaurre.tex >/dev/null && cp rosalia_vidaurre.pdf ../cvs/
.venv/bin/python make_docx.py
# 萧婉音's 2026 CV: typeset one page, keep its text, turn it into a phone photo (no text layer)
xelatex -interaction=nonstopmode xiao_wanyin_2026_page.tex >/dev/null
pdftotext -layout xiao_wanyin_2026_page.pdf xiao_wanyin_2026_photo_text.txt
pdftoppm -r 150 -png xiao_wanyin_2026_page.pdf xw_page
.venv/bin/python make_photo.py
# cvs/manyu_qiu_resume.json and cvs/萧婉音_简历_2022.txt are hand-written (no build step)
rm -f *.aux *.log *.out
