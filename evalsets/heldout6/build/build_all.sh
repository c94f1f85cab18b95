#!/bin/sh
# Rebuilds every CV of heldout6 into ../cvs (run from this folder). Needs TeX Live (xelatex,
# ctex, moderncv, paracol, fontawesome5 from texlive-fonts-extra), fonts-noto-cjk,
# poppler-utils, ImageMagick 6, and a Python with python-docx.
set -e
PY=${PY:-/work/main/.venv/bin/python}
cd tex
for f in wang_jing_zh zhou_ting_zh guo_feng_zh chen_yu_cv cv_ml_2026 david_kim_resume \
         lukas_meier_cv hannah_schmidt_cv feng_guo_en zhou_ting_en; do
  nice xelatex -interaction=nonstopmode $f.tex >/dev/null
done
for f in wang_jing_zh zhou_ting_zh guo_feng_zh chen_yu_cv cv_ml_2026 david_kim_resume \
         lukas_meier_cv hannah_schmidt_cv feng_guo_en; do
  mv $f.pdf ../../cvs/
done
# "phone photo" of the printed English one-page CV of Zhou Ting: top of the page, rotated 2.6°,
# dark table background, light falloff (multiply gradient), blur, sensor noise, JPEG q82.
T=$(mktemp -d)
pdftoppm -r 220 -png -singlefile zhou_ting_en.pdf $T/page
nice convert $T/page.png -crop 1870x1320+0+0 +repage -bordercolor white -border 90x110 \
  -background '#6e6558' -rotate 2.6 +repage $T/a.png
S=$(identify -format %wx%h $T/a.png)
convert -size $S gradient:'#ffffff'-'#a89f8e' -rotate -90 -resize $S! $T/grad.png
nice convert $T/a.png $T/grad.png -compose multiply -composite -blur 0x1.3 -attenuate 0.4 \
  +noise Gaussian -quality 82 ../../cvs/IMG_20261102_093114.jpg
rm -rf $T
rm -f *.aux *.log *.out
cd ..
$PY make_docs.py
$PY check_quotes.py
