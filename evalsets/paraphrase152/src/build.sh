#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
TEXINPUTS=./stubs: xelatex -interaction=nonstopmode hugo_lindenau.tex >/dev/null
xelatex -interaction=nonstopmode lai_zhenhang_zh.tex >/dev/null
xelatex -interaction=nonstopmode yan_qinglu.tex >/dev/null
xelatex -interaction=nonstopmode miao_anhe_zh.tex >/dev/null
cp hugo_lindenau.pdf ../cvs/Hugo_Lindenau_CV.pdf
cp lai_zhenhang_zh.pdf ../cvs/来振航_简历.pdf
cp yan_qinglu.pdf ../cvs/Qinglu_Yan_resume_2026.pdf
pdftotext miao_anhe_zh.pdf miao_anhe_zh_page1.txt          # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 -singlefile miao_anhe_zh.pdf miao_anhe_zh_page1
sed -i 's/page-1.png/miao_anhe_zh_page1.png/' make_photo.py
.venv/bin/python make_photo.py                              # -> ../cvs/IMG_20251214_简历.jpg (no text layer)
.venv/bin/python make_docx.py                               # -> two .docx
# kelsey_luo_supply_chain.md, 翁立澄_建筑师_简历.txt, pimchanok_resume_2022.json are hand-written in ../cvs
rm -f *.aux *.log *.out
