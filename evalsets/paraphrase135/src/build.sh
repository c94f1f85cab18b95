#!/bin/bash
# Rebuild all CV files into ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
mkdir -p build ../cvs
for t in lu_yunshan tan_zhenxiang calderbank shi_wendi_page; do
  xelatex -interaction=nonstopmode -output-directory=build $t.tex >/dev/null || true
done
cp build/lu_yunshan.pdf ../cvs/Yunshan_Lu_CV.pdf
cp build/tan_zhenxiang.pdf ../cvs/谭振翔_射频工程师简历.pdf
cp build/calderbank.pdf ../cvs/Yvonne-Calderbank-CV.pdf
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
cp ou_jiarui.md ../cvs/ou_jiarui_resume.md
cp resume_songyiran_2026.txt ../cvs/resume_songyiran_2026.txt
cp elin_vikstrom.json ../cvs/elin_vikstrom.resume.json
