#!/bin/sh
# Rebuild the CV files from these sources (run from src/).
set -e
export TEXINPUTS=./stubs//:
xelatex -interaction=nonstopmode kan_mingyuan.tex >/dev/null
cp kan_mingyuan.pdf ../cvs/阚铭远_燃料电池_简历.pdf
xelatex -interaction=nonstopmode saoirse_whelan.tex >/dev/null
cp saoirse_whelan.pdf ../cvs/Saoirse_Whelan_CV_2026.pdf
xelatex -interaction=nonstopmode graciela_montoya_2026.tex >/dev/null
pdftotext -layout graciela_montoya_2026.pdf graciela_montoya_2026_page.txt
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
cp luo_muqing.md ../cvs/骆慕晴_医疗器械法规.md
cp graciela_montoya_2021.txt ../cvs/graciela_montoya_resume_2021.txt
rm -f page.png *.aux *.log *.out
