#!/usr/bin/env bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -euo pipefail
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
(cd de && xelatex -interaction=nonstopmode hedda_marquardt.tex >/dev/null && cp hedda_marquardt.pdf ../../cvs/hedda_marquardt_cv.pdf)
(cd semi && xelatex -interaction=nonstopmode wujialing.tex >/dev/null && cp wujialing.pdf ../../cvs/巫嘉陵_工艺整合_简历.pdf)
(cd ib && pdflatex -interaction=nonstopmode cosmo_threlkeld.tex >/dev/null && cp cosmo_threlkeld.pdf ../../cvs/Cosmo_Threlkeld_CV.pdf)
(cd teacher && xelatex -interaction=nonstopmode shenxueqin.tex >/dev/null && pdftotext shenxueqin.pdf shenxueqin_page1.txt && pdftoppm -r 150 -png shenxueqin.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# hand-written, not generated: ../cvs/maiyutong_jianli_2021.txt, ../cvs/ui_artist_cv.md, ../cvs/resume.json
.venv/bin/python check_evidence.py
