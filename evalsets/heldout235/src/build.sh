#!/bin/sh
# Rebuild every CV in ../cvs from the sources here. brian_wasswa.md and
# rosalie_tembo_cv_2021.txt are hand-written directly in cvs/.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
(cd jiao && xelatex -interaction=nonstopmode jiao_mingyang_cv.tex >/dev/null && cp jiao_mingyang_cv.pdf "../../cvs/焦明阳_FPGA简历.pdf")
(cd gislason && xelatex -interaction=nonstopmode margit_gislason_cv.tex >/dev/null && cp margit_gislason_cv.pdf ../../cvs/Margit_Gislason_CV.pdf)
.venv/bin/python make_docx.py
(cd tembo && xelatex -interaction=nonstopmode rosalie_tembo_2025.tex >/dev/null && pdftotext rosalie_tembo_2025.pdf rosalie_tembo_2025_page_text.txt && pdftoppm -r 150 -png rosalie_tembo_2025.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python check_evidence.py
