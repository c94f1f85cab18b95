#!/bin/sh
# Rebuild the generated CV files in ../cvs. The .txt and .json CVs are hand-written in cvs/.
set -e
cd "$(dirname "$0")"
(cd luo && xelatex -interaction=nonstopmode luo_lanxin_resume.tex >/dev/null && cp luo_lanxin_resume.pdf ../../cvs/Lanxin_Luo_CV_2026.pdf)
(cd ruan && xelatex -interaction=nonstopmode ruan_chuhang_2026.tex >/dev/null && cp ruan_chuhang_2026.pdf "../../cvs/阮楚航_SRE_简历_2026.pdf")
.venv/bin/python make_docx.py
