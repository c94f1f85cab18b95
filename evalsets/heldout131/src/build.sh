#!/bin/sh
# Rebuilds everything in ../cvs from these sources (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode huo_mingcheng_cv.tex >/dev/null && cp huo_mingcheng_cv.pdf ../cvs/霍明澄_简历.pdf
xelatex -interaction=nonstopmode paulina_ocampo_cv.tex >/dev/null && cp paulina_ocampo_cv.pdf ../cvs/Paulina_Ocampo_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode shi_xiaoyan_2026.tex >/dev/null
pdftotext shi_xiaoyan_2026.pdf shi_xiaoyan_2026_page.txt
pdftoppm -r 150 -png shi_xiaoyan_2026.pdf page
.venv/bin/python make_photo.py
# kavya_reddy_resume.md and 施晓岩_简历_2022.txt are hand-written directly in ../cvs
rm -f *.aux *.log
.venv/bin/python check_evidence.py
