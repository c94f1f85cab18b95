#!/bin/sh
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
mkdir -p build
# moderncv needs fontawesome5/academicons: local stubs (fontawesome5.sty, academicons.sty) + \moderncvicons{letters}
for f in yuan_zhehan_2019 gong_yanping_zh navid_shirazi_cv nisha_raghunathan; do
  xelatex -interaction=nonstopmode -output-directory=build $f.tex >/dev/null
  xelatex -interaction=nonstopmode -output-directory=build $f.tex >/dev/null
done
cp build/gong_yanping_zh.pdf build/navid_shirazi_cv.pdf build/nisha_raghunathan.pdf ../cvs/
# phone photo of the old Chinese CV page (no text layer); keep its text for quote checks
pdftotext build/yuan_zhehan_2019.pdf yuan_zhehan_2019_page.txt
pdftoppm -r 150 -png -singlefile build/yuan_zhehan_2019.pdf build/yuan_page
cd .. && src/.venv/bin/python src/make_photo.py && src/.venv/bin/python src/make_docx.py
# zhehan_yuan_resume.md, feng_jiarui.json and zhuo_yufan.txt are hand-written directly in cvs/
src/.venv/bin/python src/check_evidence.py
