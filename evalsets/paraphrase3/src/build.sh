#!/bin/bash
# Rebuilds all CVs in ../cvs. Needs TeX Live (xelatex), python venv in .venv.
set -e
cd "$(dirname "$0")"
mkdir -p build
for t in zhou_yuhang_zh meera_iyer tomas_rivera_2026 nguyen_minh_anh; do
  xelatex -interaction=nonstopmode -output-directory=build $t.tex >/dev/null
done
cp build/zhou_yuhang_zh.pdf ../cvs/zhou_yuhang_zh.pdf
cp build/meera_iyer.pdf ../cvs/Meera_Iyer_CV.pdf
cp build/tomas_rivera_2026.pdf ../cvs/tomas_rivera_cv_2026.pdf
cp build/nguyen_minh_anh.pdf ../cvs/cv_2026.pdf
.venv/bin/python make_docx.py
