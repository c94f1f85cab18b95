#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for t in bao_zhenlin_cv gideon_harrowgate_cv qu_yanmo_cv; do   # fontawesome5.sty / academicons.sty here are stubs for moderncv
  xelatex -interaction=nonstopmode -halt-on-error $t.tex >/dev/null && cp $t.pdf ../cvs/
done
.venv/bin/python make_docx.py
# phone photo of Ran Qiuyu's page: text kept in ran_qiuyu_page.txt for quote checks
xelatex -interaction=nonstopmode -halt-on-error ran_qiuyu_page.tex >/dev/null
pdftotext ran_qiuyu_page.pdf ran_qiuyu_page.txt
pdftoppm -r 150 -png -singlefile ran_qiuyu_page.pdf ran_page
.venv/bin/python make_photo.py
# cvs/那书澄_土木工程_简历.md, cvs/resume_WeiLanxiang_2026.txt and cvs/imogen-larkspur.resume.json are hand-written (no source)
.venv/bin/python check_evidence.py
