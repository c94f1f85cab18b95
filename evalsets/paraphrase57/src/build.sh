#!/bin/sh
# Rebuilds every file in ../cvs from the sources here (run from src/).
set -e
mkdir -p build
for t in ottoline_rask shen_mobai qi_xingye theodora_quist; do xelatex -interaction=batchmode -output-directory=build $t.tex >/dev/null; done
cp build/ottoline_rask.pdf ../cvs/ottoline_rask_cv.pdf
cp build/qi_xingye.pdf ../cvs/祁星野_简历_数字验证.pdf
cp build/theodora_quist.pdf ../cvs/Theodora_Quist_CPO.pdf
# phone photo of Shen Mobai's page (no text layer); its text is kept in IMG_20261103_142217.jpg.txt
pdftotext build/shen_mobai.pdf IMG_20261103_142217.jpg.txt
pdftoppm -r 150 -png build/shen_mobai.pdf build/shen_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# yu_qinglan_简历.txt, haochen_wan_resume_2021.md and tang_xiaoyou.resume.json are hand-written in ../cvs
