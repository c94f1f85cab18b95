#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")/tex"
for f in kavitha_sundaram wang_letao_zh minjae_kwon di_qingyuan_zh; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null 2>&1 || true
done
cp kavitha_sundaram.pdf ../../cvs/Kavitha_Sundaram_CV.pdf
cp wang_letao_zh.pdf "../../cvs/汪乐陶_质量工程师_简历.pdf"
cp minjae_kwon.pdf ../../cvs/MinjaeKwon_RFIC_resume.pdf
pdftotext di_qingyuan_zh.pdf ../di_qingyuan_photo_page.txt
pdftoppm -r 150 -png -singlefile di_qingyuan_zh.pdf /tmp/dqy_page
../.venv/bin/python ../make_photo.py /tmp/dqy_page.png ../../cvs/IMG_20261103_194512.jpg
../.venv/bin/python ../make_docx.py
# cai_junchuan_2021.txt, junchuan_cai_resume.md and rafael_quintanilla.resume.json are hand-written in ../cvs
