#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
# moderncv needs the stub fontawesome5.sty / academicons.sty kept here (icons are not installed).
set -e
cd "$(dirname "$0")"
for t in thea_morgenstern anirudh_rajagopal shi_yufei_zh shen_tianyu_zh; do
  xelatex -interaction=batchmode $t.tex >/dev/null
done
cp thea_morgenstern.pdf anirudh_rajagopal.pdf shi_yufei_zh.pdf ../cvs/
# phone photo of Shen Tianyu's page (no text layer); its text is kept for quote checks
pdftotext shen_tianyu_zh.pdf shen_tianyu_zh_page_text.txt
pdftoppm -r 150 -png shen_tianyu_zh.pdf shen_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# ruan_chengxi_2023.md, 阮承希_简历_2026.txt and priyamvada_sen.resume.json are hand-written in ../cvs
rm -f *.aux *.log *.out
