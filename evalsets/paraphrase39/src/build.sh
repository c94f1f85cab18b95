#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
mkdir -p build
for t in zhong_yuan_zh lakshmi_prabhakar raymond_xie_2026 nadira_lim; do
  xelatex -interaction=nonstopmode -output-directory=build $t.tex >/dev/null
done
cp build/zhong_yuan_zh.pdf ../cvs/钟屿安_简历.pdf
cp build/lakshmi_prabhakar.pdf ../cvs/Lakshmi_Prabhakar_CV.pdf
cp build/raymond_xie_2026.pdf ../cvs/RaymondXie_VPEng_2026.pdf
# the phone photo: page text kept here for quote checking, image has no text layer
pdftotext -layout build/nadira_lim.pdf nadira_lim_page_text.txt
pdftoppm -r 150 -png build/nadira_lim.pdf build/nadira
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
cp handwritten/* ../cvs/   # JSON Resume, Markdown and plain-text CVs are written by hand
