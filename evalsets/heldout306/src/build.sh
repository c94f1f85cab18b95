#!/usr/bin/env bash
# Rebuild all CV files of heldout306 from src/ (run from src/).
set -euo pipefail
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for t in kasper_eskildsen jiao_yumo_zh yumo_jiao_en_2022; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp kasper_eskildsen.pdf ../cvs/Kasper_Eskildsen_CV.pdf
cp jiao_yumo_zh.pdf ../cvs/焦予沫_简历_2026.pdf
pdftotext -layout yumo_jiao_en_2022.pdf yumo_jiao_en_2022_page1.txt
pdftoppm -r 150 -png yumo_jiao_en_2022.pdf yumo_jiao_en_2022
.venv/bin/python make_photo.py          # -> ../cvs/IMG_20220517_213044.jpg (no text layer)
.venv/bin/python make_docx.py           # -> ../cvs/庄沐晴-精算-简历.docx
# mackenzie_torrance_cv.md and resume_stsvetla.json are written by hand directly in ../cvs/
rm -f *.aux *.log *.out
.venv/bin/python check_evidence.py
