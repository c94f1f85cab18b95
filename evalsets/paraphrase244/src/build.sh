#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
export TEXINPUTS=./stubs//:   # stub fontawesome5/academicons for moderncv
for t in ran_jiamu_zh joris_oosterbroek qi_wensheng wu_sining_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null || true; done
cp ran_jiamu_zh.pdf "../cvs/冉嘉沐_推荐算法_简历.pdf"
cp joris_oosterbroek.pdf ../cvs/Joris_Oosterbroek_CV.pdf
cp qi_wensheng.pdf ../cvs/Wensheng_Qi_CV_2026.pdf
pdftotext -layout wu_sining_zh.pdf wu_sining_photo_page.txt
pdftoppm -r 150 -png -singlefile wu_sining_zh.pdf wu_page
.venv/bin/python make_photo.py          # -> ../cvs/IMG_20261104_183522.jpg (no text layer)
.venv/bin/python make_docx.py           # -> the two DOCX files
# teodora_radosavljevic_2021.txt, teodora_radosavljevic_cv.md, qu_yufei_resume.json are hand-written in ../cvs
.venv/bin/python check_evidence.py
