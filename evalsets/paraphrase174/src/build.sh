#!/bin/sh
# Rebuilds cvs/ from src/. Needs xelatex (ctex, moderncv), pdftotext/pdftoppm and the venv
# (python3 -m venv src/.venv && src/.venv/bin/pip install python-docx pypdf pillow pyyaml).
set -e
cd "$(dirname "$0")"
for t in zhai_yidong fergus_lindores qiao_wanning ying_shuyan; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp zhai_yidong.pdf ../cvs/zhai_yidong_fpga.pdf
cp fergus_lindores.pdf ../cvs/fergus_lindores_cv.pdf
cp qiao_wanning.pdf ../cvs/wanning_qiao_cv.pdf
pdftotext -layout ying_shuyan.pdf ying_shuyan_page.txt          # text of the photographed page
pdftoppm -r 150 -png -singlefile ying_shuyan.pdf ying_page
.venv/bin/python make_photo.py && rm -f ying_page.png           # -> ../cvs/IMG_20260612_183402.jpg
.venv/bin/python make_docx.py                                   # -> the two .docx
# hu_zeyu_2021.txt, hu_zeyu_platform_engineer.md and maarten_oudejans.resume.json are hand-written in cvs/.
.venv/bin/python make_questions.py && .venv/bin/python check_evidence.py
rm -f *.aux *.log *.out
