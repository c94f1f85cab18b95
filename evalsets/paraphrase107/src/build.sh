#!/bin/bash
# Rebuild every generated CV file in ../cvs (md, txt and json are hand-written in cvs/).
set -e
cd "$(dirname "$0")/latex"
for f in sheng_wanqiu_2023 sheng_wanqiu_2026_zh giulia_pellegrini yin_shulan_zh; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null 2>&1 || true   # moderncv logs a harmless icon error
done
cp sheng_wanqiu_2023.pdf ../../cvs/wanqiu_sheng_cv_2023.pdf
cp sheng_wanqiu_2026_zh.pdf ../../cvs/盛婉秋_简历2026.pdf
cp giulia_pellegrini.pdf ../../cvs/Giulia_Pellegrini_CV.pdf
pdftotext yin_shulan_zh.pdf ../yin_shulan_photo_page.txt
pdftoppm -r 150 -png -singlefile yin_shulan_zh.pdf yin_page
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
