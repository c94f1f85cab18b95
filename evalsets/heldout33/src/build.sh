#!/bin/bash
# Rebuild heldout33/cvs from src. fontawesome5.sty / academicons.sty are local stubs (the TeX Live
# here lacks them; moderncv only needs the command names).
set -e
cd "$(dirname "$0")"
for t in yan_shulang_cv qin_zijin_resume liv_marchbanks_cv; do
  xelatex -interaction=nonstopmode -halt-on-error $t.tex >/dev/null
done
cp yan_shulang_cv.pdf qin_zijin_resume.pdf ../cvs/
.venv/bin/python make_docx.py
# phone photo of Liv Marchbanks' one-page CV (no text layer); keep the page text for quote checks
pdftotext -layout liv_marchbanks_cv.pdf liv_marchbanks_photo_page.txt
pdftoppm -r 150 -png -singlefile liv_marchbanks_cv.pdf liv_page
convert liv_page.png -background '#8a8275' -rotate 1.8 \
  \( +clone -fill white -colorize 100 -background black -vignette 0x300+0+0 \) -compose multiply -composite \
  -fill '#e8dcc0' -colorize 8% -blur 0x0.8 -attenuate 0.6 +noise Gaussian -quality 82 -strip \
  ../cvs/IMG_20251014_183422.jpg
# declan_wrzesniewski.md and chu_nianzhen_2027届.txt are hand-written directly in cvs/
rm -f *.aux *.log *.out
.venv/bin/python check_evidence.py
