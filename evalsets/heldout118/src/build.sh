#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode han_yichuan_zh.tex && cp han_yichuan_zh.pdf ../cvs/韩屹川_简历.pdf
# moderncv casual; fontawesome5.sty / academicons.sty here are icon stubs
xelatex -interaction=nonstopmode teo_kai_xiang_cv_2026.tex && cp teo_kai_xiang_cv_2026.pdf ../cvs/KaiXiang_Teo_CV_2026.pdf
.venv/bin/python make_docx.py
# aminata_ndiaye.resume.json, bongani_mthembu_cv.md and teo_kai_xiang_resume_2021.txt are hand-written in ../cvs
