#!/bin/bash
# Rebuild all CV files in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
mkdir -p build
# fontawesome5.sty / fontawesome.sty / academicons.sty here are stubs (icon packages are missing)
for f in pei_wangzhi_cv hedda_ruskovic_cv reinout_verhallen_cv qi_manqiao_2026; do
  xelatex -interaction=nonstopmode -output-directory=build $f.tex > build/$f.stdout 2>&1
done
cp build/pei_wangzhi_cv.pdf build/hedda_ruskovic_cv.pdf ../cvs/
cp build/reinout_verhallen_cv.pdf ../cvs/Reinout_Verhallen_CV_2026.pdf
# phone photo of the new Chinese CV of Qi Manqiao (no text layer); its text is kept for the quotes
pdftotext build/qi_manqiao_2026.pdf qi_manqiao_2026_photo_text.txt
pdftoppm -r 150 -png -f 1 -l 1 build/qi_manqiao_2026.pdf build/qm
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# joanne_qi_resume_2021.md, 晏澄舟_简历.txt and kang_ruiyang.json are hand-written directly in ../cvs
.venv/bin/python check_evidence.py
