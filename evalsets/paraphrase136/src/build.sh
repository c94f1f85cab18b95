#!/bin/bash
# Rebuilds every file in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
run() { xelatex -interaction=nonstopmode -halt-on-error "$1.tex" >/dev/null; }
run lanxin_huo_cv && cp lanxin_huo_cv.pdf ../cvs/lanxin_huo_cv.pdf
run su_boran_cv && cp su_boran_cv.pdf ../cvs/苏泊然_工艺工程师简历.pdf
run kenneth_lau_cv && cp kenneth_lau_cv.pdf ../cvs/Kenneth_Lau_CV_2026.pdf   # needs the stub fontawesome5.sty here
run zhen_shulang_old_2021 && pdftotext zhen_shulang_old_2021.pdf zhen_shulang_old_2021_photo_text.txt
pdftoppm -r 150 -png -singlefile zhen_shulang_old_2021.pdf zs_page && .venv/bin/python make_photo.py && rm zs_page.png
.venv/bin/python make_docx.py
# hand-written: ../cvs/甄书朗_前端_2026.md, ../cvs/oskar_wilczek_narrative.txt, ../cvs/maja_lindholm.resume.json
rm -f *.aux *.log *.out
