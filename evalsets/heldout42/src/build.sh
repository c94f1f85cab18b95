#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
mkdir -p ../cvs build
xelatex -interaction=nonstopmode -output-directory=build song_zhiyuan_zh.tex >/dev/null
cp build/song_zhiyuan_zh.pdf ../cvs/宋知远_感知算法.pdf
pdflatex -interaction=nonstopmode -output-directory=build lindahl_tpm.tex >/dev/null
cp build/lindahl_tpm.pdf ../cvs/Teodor_Lindahl_CV.pdf
.venv/bin/python make_docx.py
# the .txt and .json CVs are written by hand directly in ../cvs
