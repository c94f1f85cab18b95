#!/bin/bash
# Rebuild all CV files into ../cvs
set -e
export TEXINPUTS=./stubs//:
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode han_tiesheng.tex >/dev/null && cp han_tiesheng.pdf ../cvs/韩铁生_简历.pdf
xelatex -interaction=nonstopmode rosalind_threapleton.tex >/dev/null && cp rosalind_threapleton.pdf ../cvs/Rosalind_Threapleton_CV.pdf
.venv/bin/python make_docx.py
cp qin_lijun_resume.json ../cvs/qin_lijun_resume.json
cp joy_wen_cv_2026.md ../cvs/joy_wen_cv_2026.md
xelatex -interaction=nonstopmode wen_qiaoyi_2022_print.tex >/dev/null && pdftotext wen_qiaoyi_2022_print.pdf wen_qiaoyi_2022_photo_page.txt
.venv/bin/python make_photo.py
rm -f *.aux *.log *.out wen_page.png
