#!/bin/bash
# Rebuild all CV files of heldout142 into ../cvs
set -e
mkdir -p /tmp/h142build
cd "$(dirname "$0")"
.venv/bin/python make_docx.py
for t in yi_jinglan_2026 keira_dunmore_cv; do
  xelatex -interaction=batchmode -output-directory=/tmp/h142build $t.tex >/dev/null || true
done
cp /tmp/h142build/yi_jinglan_2026.pdf ../cvs/衣景澜_简历_2026.pdf
cp /tmp/h142build/keira_dunmore_cv.pdf ../cvs/Keira_Dunmore_CV.pdf
cp tomasz_kaczmarczyk.resume.json ../cvs/resume.json
cp lim_jia_hui_cv.txt ../cvs/lim_jia_hui_cv.txt
.venv/bin/python make_photo.py
pdftotext -layout /tmp/h142build/wei_xudong_print.pdf wei_xudong_photo_page.txt
