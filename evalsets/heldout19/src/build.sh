#!/bin/sh
# Rebuild all heldout19 CV files from src/ (run inside src/).
set -e
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow numpy pyyaml
xelatex -interaction=nonstopmode bai_yuchen_cv.tex && cp bai_yuchen_cv.pdf ../cvs/Yuchen_Bai_CV.pdf
xelatex -interaction=nonstopmode xiong_resume.tex
pdftotext xiong_resume.pdf xiong_junjie_resume_photo.txt
pdftoppm -r 150 -png -f 1 -l 1 xiong_resume.pdf page
.venv/bin/python make_photo.py page-1.png ../cvs/xiongjunjie_resume.jpg
.venv/bin/python make_docx.py
rm -f page-1.png *.aux *.log *.out bai_yuchen_cv.pdf
# the two Markdown CVs (Ouyang Lin EN + ZH) are hand-written directly in ../cvs/
