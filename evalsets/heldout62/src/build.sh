#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
(cd rohit && xelatex -interaction=nonstopmode rohit_balakrishnan.tex >build.log) && cp rohit/rohit_balakrishnan.pdf ../cvs/Rohit_Balakrishnan_CV.pdf
(cd gao && xelatex -interaction=nonstopmode gao_yichuan.tex >build.log) && cp gao/gao_yichuan.pdf "../cvs/郜一川_嵌入式软件工程师.pdf"
.venv/bin/python make_docx.py
# old (2022) CV of Marguerite Lavoie, printed and photographed: text layer kept only in src/
(cd lavoie_2022 && xelatex -interaction=nonstopmode lavoie_2022.tex >build.log && pdftotext lavoie_2022.pdf lavoie_2022_page_text.txt \
  && pdftoppm -r 150 -png -singlefile lavoie_2022.pdf page && ../.venv/bin/python make_photo.py && rm -f page.png)
# cvs/yuxinyao_resume.json and "cvs/Marguerite Lavoie - CV 2026.md" are hand-written.
