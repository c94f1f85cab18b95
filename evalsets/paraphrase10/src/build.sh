#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
cd tex
# fontawesome5.sty / academicons.sty here are local stubs (icons render as nothing) for moderncv.
for f in wu_xinglan_cv_zh maren_oyelaran_cv anouk_verbruggen_cv; do
  xelatex -interaction=nonstopmode "$f.tex" >/dev/null
  cp "$f.pdf" ../../cvs/
done
cd ..
.venv/bin/python make_docx.py
# miao_kelan_产品总监.md, zhuomingli_cv.txt and lou_yixuan.resume.json are hand-written directly in ../cvs.
