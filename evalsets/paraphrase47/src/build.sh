#!/usr/bin/env bash
# Rebuild all CV files in ../cvs from the sources here.
# Needs: xelatex (TeX Live with moderncv, ctex), poppler-utils, and a venv:
#   python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow numpy pyyaml
# fontawesome5.sty / academicons.sty here are empty stand-ins (the real packages are missing on
# the build machine; moderncv only needs the icon macros to exist).
set -euo pipefail
cd "$(dirname "$0")"
CVS=../cvs
for t in haverkamp jingxiaoshu vasconcelos_2026 vasconcelos_2021; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
done
cp haverkamp.pdf        "$CVS/Leopold_Haverkamp_CV.pdf"
cp jingxiaoshu.pdf      "$CVS/荆晓澍_简历.pdf"
cp vasconcelos_2026.pdf "$CVS/Desmond_Vasconcelos_Resume_2026.pdf"
# the 2021 CV becomes a phone photo (JPEG, no text layer); its text is kept for the quote check
pdftotext vasconcelos_2021.pdf vasconcelos_2021_photo_text.txt
pdftoppm -r 150 -png vasconcelos_2021.pdf vasconcelos_2021_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# 牟思妍_HRBP.md, situjialang_unity_client.txt and anneliese_krogh.resume.json are hand-written in ../cvs
rm -f ./*.aux ./*.log ./*.out
.venv/bin/python check_evidence.py
