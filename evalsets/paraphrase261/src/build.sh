#!/bin/bash
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
mkdir -p build ../cvs
for t in ke_muyan_cv livia_ashgate_cv yucen_qi_cv xian_langqing_page; do
  xelatex -interaction=nonstopmode -output-directory=build $t.tex >/dev/null 2>&1 || test -s build/$t.pdf
done
cp build/ke_muyan_cv.pdf ../cvs/柯慕言_感知算法工程师.pdf
cp build/livia_ashgate_cv.pdf ../cvs/Livia_Ashgate_CV.pdf
cp build/yucen_qi_cv.pdf ../cvs/YucenQi_CV_2026.pdf
.venv/bin/python make_docx.py
pdftotext build/xian_langqing_page.pdf xian_langqing_page.txt
.venv/bin/python make_photo.py
cp zhenning_mi_cv.md ../cvs/宓振宁_热设计.md
cp hou_yanqing_2023.txt ../cvs/hou_yanqing_resume_2023.txt
cp jonas_ellerbrock.json ../cvs/resume.json
