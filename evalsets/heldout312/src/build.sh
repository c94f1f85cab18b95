#!/bin/sh
# Rebuilds cvs/ from src/. Needs xelatex (TeX Live + ctex), fonts-noto-cjk, poppler, and the venv
# (python3 -m venv src/.venv && src/.venv/bin/pip install python-docx pypdf pillow).
set -e
cd "$(dirname "$0")"
(cd oe && xelatex -interaction=nonstopmode shen_yuechuan.tex >/dev/null && cp shen_yuechuan.pdf ../../cvs/沈岳川_简历.pdf)
(cd rf && xelatex -interaction=nonstopmode zhilang_kuang.tex >/dev/null && cp zhilang_kuang.pdf ../../cvs/Zhilang_Kuang_CV_2026.pdf)
# older Chinese CV of the same person -> phone photo (no text layer); its text is kept in rf/kuang_zh_2022_page_text.txt
(cd rf && xelatex -interaction=nonstopmode kuang_zh_2022.tex >/dev/null && pdftotext kuang_zh_2022.pdf kuang_zh_2022_page_text.txt && pdftoppm -r 150 -png kuang_zh_2022.pdf page)
.venv/bin/python make_photo.py rf/page-1.png ../cvs/IMG_20221104_213655.jpg
.venv/bin/python make_docx.py
# cvs/saorla_whelehan_localisation.md and cvs/ewelina_zarzycka.resume.json are written by hand (their source is the file itself)
