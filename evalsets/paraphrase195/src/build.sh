#!/bin/sh
# Rebuild every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in xue_mingshu geng_yuchen_2022 lai_hsinyi; do xelatex -interaction=nonstopmode $t.tex >/dev/null || true; cp $t.pdf ../cvs/; done
# (fontawesome5.sty / academicons.sty here are empty stubs so moderncv compiles without icon fonts)
xelatex -interaction=batchmode mao_jiarui.tex >/dev/null
pdftotext -layout mao_jiarui.pdf mao_jiarui_page_text.txt
pdftoppm -r 150 -png mao_jiarui.pdf mao_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# ljw_resume_2026.md, ren_zhaokai_cv.txt and kuang_zhiheng.resume.json are hand-written directly in ../cvs
