#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode zhu_qingyan.tex >/dev/null
cp zhu_qingyan.pdf "../cvs/竺清衍_电力系统_简历.pdf"
# moderncv's icon package is not installed: texstubs/ holds an empty fontawesome5 stub.
TEXINPUTS=./texstubs//: xelatex -interaction=nonstopmode revathi_sundararajan.tex >/dev/null
cp revathi_sundararajan.pdf ../cvs/Revathi_Sundararajan_Procurement.pdf
.venv/bin/python make_docx.py
# ../cvs/钦语宁_支付产品经理.md and ../cvs/radoslaw_pietrzak_2021.txt are written by hand.
rm -f *.aux *.log *.out
