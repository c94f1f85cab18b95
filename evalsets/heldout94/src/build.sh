#!/bin/bash
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow pyyaml
(cd echeverri && xelatex -interaction=nonstopmode santiago_echeverri_cv.tex >/dev/null && cp santiago_echeverri_cv.pdf ../../cvs/)
(cd buyanxi && xelatex -interaction=nonstopmode buyanxi_2026.tex >/dev/null && cp buyanxi_2026.pdf "../../cvs/卜言蹊_物理设计_2026.pdf")
(cd buyanxi && xelatex -interaction=nonstopmode buyanxi_2020.tex >/dev/null \
  && pdftotext -layout buyanxi_2020.pdf buyanxi_2020_page_text.txt \
  && pdftoppm -r 150 -png -singlefile buyanxi_2020.pdf page2020 \
  && ../.venv/bin/python ../make_photo.py page2020.png ../../cvs/IMG_20201015_213344.jpg)
.venv/bin/python make_docx.py
python3 make_json.py
# cvs/伏雨珊_基金运营.txt is hand-written (a copy is kept in src/fuyushan.txt)
cp fuyushan.txt "../cvs/伏雨珊_基金运营.txt"
.venv/bin/python check_evidence.py
