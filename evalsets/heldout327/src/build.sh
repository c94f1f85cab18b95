#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
mkdir -p build
for t in ewan_fairclough_cv che_qihang_resume vanessa_tsoi_2026; do
  (cd tex && xelatex -interaction=nonstopmode -output-directory=../build $t.tex >/dev/null)
done
cp build/ewan_fairclough_cv.pdf ../cvs/Ewan_Fairclough_CV.pdf
cp build/che_qihang_resume.pdf ../cvs/车启航_试飞工程师.pdf
# the phone photo: page 1 of the 2026 CV, text kept here for quote checks, no text layer in the jpg
pdftotext -layout build/vanessa_tsoi_2026.pdf vanessa_tsoi_2026_photo_text.txt
pdftoppm -r 150 -png build/vanessa_tsoi_2026.pdf build/vanessa_tsoi_2026
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# cvs/蔺思彤_简历.md and cvs/vanessa_tsoi_cv_2022.txt are hand-written.
