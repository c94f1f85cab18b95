#!/bin/sh
# Rebuild the CV files in ../cvs from these sources. The .md, .txt and .json CVs are hand-written in cvs/.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for t in tobiah_rautenbach henrike_oduya gongche_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp tobiah_rautenbach.pdf ../cvs/tobiah_rautenbach.pdf
cp henrike_oduya.pdf ../cvs/Henrike_Oduya_Resume.pdf
cp gongche_zh.pdf "../cvs/gong_che_简历.pdf"
rm -f *.aux *.log *.out *.pdf
.venv/bin/python make_docx.py
.venv/bin/python check_evidence.py
