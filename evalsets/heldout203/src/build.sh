#!/bin/bash
# Rebuild every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
cd tex
xelatex -interaction=nonstopmode olabarrieta.tex >/dev/null      # moderncv casual (stub fontawesome5/academicons .sty here)
cp olabarrieta.pdf ../../cvs/matias_olabarrieta_cv.pdf
xelatex -interaction=nonstopmode pang_junyi.tex >/dev/null       # ctexart, first-person work paragraphs
cp pang_junyi.pdf "../../cvs/庞俊毅_简历.pdf"
xelatex -interaction=nonstopmode chenxi_you_2026.tex >/dev/null  # printed page that becomes the phone photo
pdftotext -layout chenxi_you_2026.pdf ../chenxi_you_2026_page.txt
pdftoppm -r 150 -png -f 1 -l 1 chenxi_you_2026.pdf page
cd ..
.venv/bin/python make_photo.py    # -> ../cvs/IMG_20261102_183407.jpg (no text layer)
.venv/bin/python make_docx.py     # -> ../cvs/Orlagh_Kinsella_CV.docx
# ../cvs/vanessa_teo.resume.json and ../cvs/游晨希_简历_2022.txt are hand-written (the files are their own source)
