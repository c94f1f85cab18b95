#!/usr/bin/env bash
# Rebuilds every file in ../cvs from the sources in this folder.
# Needs: TeX Live (xelatex, pdflatex, moderncv, ctex, paracol), fonts-noto-cjk, TeX Gyre fonts,
# poppler-utils (pdftoppm), ImageMagick 6 (convert), and a Python with python-docx.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PY:-/work/main/.venv/bin/python}
for f in chen_siyuan_zh zhaoyiming_resume_2025 zhang_ting_cv li_haoran_resume rahul_mehta_cv thomas_wright_src; do
  nice xelatex -interaction=nonstopmode "$f.tex" >/dev/null
done
for f in lena_hoffmann_cv emily_carter_cv huang_zhiqiang_2026; do
  nice pdflatex -interaction=nonstopmode "$f.tex" >/dev/null
done
cp chen_siyuan_zh.pdf lena_hoffmann_cv.pdf li_haoran_resume.pdf rahul_mehta_cv.pdf zhaoyiming_resume_2025.pdf ../cvs/
cp emily_carter_cv.pdf ../cvs/Emily_Carter_CV.pdf
cp huang_zhiqiang_2026.pdf ../cvs/Zhiqiang_Huang_CV_2026.pdf
cp zhang_ting_cv.pdf ../cvs/张婷_产品经理.pdf
# phone photo of the top half of thomas_wright_src.pdf: crop, rotate 2.5°, shading gradient, blur, noise
nice pdftoppm -r 170 -png -singlefile thomas_wright_src.pdf tw_page
nice convert tw_page.png -gravity north -crop 100%x48%+0+0 +repage -background '#cfcac0' -rotate 2.5 \
  \( +clone -sparse-color Barycentric '0,0 #f3efe8 %[fx:w],%[fx:h] #a29d94' \) -compose multiply -composite \
  -blur 0x0.9 -attenuate 0.3 +noise Gaussian -quality 82 ../cvs/IMG_20261115_181203.jpg
"$PY" make_docx.py          # the four DOCX files
pdftotext thomas_wright_src.pdf photo_IMG_20261115_181203.txt   # the photo's text, for check_evidence.py
rm -f ./*.aux ./*.log ./*.out ./*.pdf tw_page.png
# the .md and .txt CVs are hand-written and live only in ../cvs
"$PY" check_evidence.py
