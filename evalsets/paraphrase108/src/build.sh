#!/bin/bash
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=batchmode qu_shaoyun_cv.tex >/dev/null && cp qu_shaoyun_cv.pdf ../cvs/qu_shaoyun_cv.pdf
xelatex -interaction=batchmode machengji_zh.tex >/dev/null && cp machengji_zh.pdf ../cvs/麻承霁_简历.pdf
TEXINPUTS=./stubs: xelatex -interaction=batchmode achterlonie_moderncv.tex >/dev/null && cp achterlonie_moderncv.pdf ../cvs/Achterlonie_Rosamund_CV.pdf
xelatex -interaction=batchmode yingguodong_zh.tex >/dev/null
pdftotext yingguodong_zh.pdf yingguodong_photo_page.txt     # text of the photographed page
pdftoppm -r 150 -png -singlefile yingguodong_zh.pdf yg_page
.venv/bin/python make_photo.py                               # -> ../cvs/IMG_20261103_142207.jpg
.venv/bin/python make_docx.py                                # -> ../cvs/桂晓蔓_电商运营.docx, ../cvs/CV_2026_final.docx
# 茹书砚_iOS_2022.txt, shuyan_ru_resume.md and mereana_tawhiri.json are hand-written directly in ../cvs
