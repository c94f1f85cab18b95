#!/bin/bash
# Rebuild heldout187/cvs from src. The .md and .txt CVs are written by hand directly in cvs/.
set -e
cd "$(dirname "$0")"
cd tex
xelatex -interaction=nonstopmode kenward.tex >/dev/null   # stub fontawesome5/academicons/marvosym .sty files sit next to it
xelatex -interaction=nonstopmode jijingze.tex >/dev/null
cp kenward.pdf "../../cvs/morven_kenward_cv.pdf"
cp jijingze.pdf "../../cvs/嵇景泽_固件工程师.pdf"
cd ..
xelatex -interaction=nonstopmode -output-directory=tex ouyingchen_2026.tex >/dev/null
pdftotext -layout tex/ouyingchen_2026.pdf ouyingchen_2026_page.txt   # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 tex/ouyingchen_2026.pdf tex/oyc
.venv/bin/python make_photo.py       # -> cvs/IMG_20261103_184512.jpg (no text layer)
.venv/bin/python make_docx.py        # -> cvs/Sharanya_Ilangovan_CDM.docx
