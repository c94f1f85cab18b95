#!/bin/bash
# Rebuilds cvs/ from src/. Run from src/.
set -e
cd "$(dirname "$0")"
for f in marit_sandvoll_cv benedetta_rinaldi jing_shuning_zh zong_muyan_photo; do
  xelatex -interaction=nonstopmode -halt-on-error $f.tex >/dev/null
done
cp marit_sandvoll_cv.pdf ../cvs/Marit_Sandvoll_CV.pdf
cp benedetta_rinaldi.pdf ../cvs/benedetta_rinaldi_cv.pdf
cp jing_shuning_zh.pdf ../cvs/靖书宁_信贷分析师.pdf
# phone photo of the new graduate's page (no text layer); its text is kept in zong_muyan_photo_page.txt
pdftotext zong_muyan_photo.pdf zong_muyan_photo_page.txt
pdftoppm -r 150 -png -f 1 -l 1 zong_muyan_photo.pdf zmy
.venv/bin/python make_photo.py zmy-1.png ../cvs/宗沐言_简历.jpg && rm zmy-1.png
.venv/bin/python make_docx.py
# ines_carvajal.md, 仇一航_运维开发_2021.txt and qiu_yihang_resume.json are written by hand directly in cvs/
