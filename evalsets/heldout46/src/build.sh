#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -euo pipefail
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode vivek_anantharaman.tex >/dev/null
cp vivek_anantharaman.pdf ../cvs/Vivek_Anantharaman_CV.pdf
xelatex -interaction=nonstopmode meng_zhiyuan_zh.tex >/dev/null
cp meng_zhiyuan_zh.pdf "../cvs/孟知远_模拟IC设计_简历.pdf"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
.venv/bin/python make_docx.py
# pengshiyu_resume_2022.txt and lin_haoxuan.resume.json are hand-written directly in ../cvs
rm -f ./*.aux ./*.log ./*.out
