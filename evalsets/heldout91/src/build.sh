#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode jin_shuyao_resume.tex >/dev/null
cp jin_shuyao_resume.pdf ../cvs/jin_shuyao_resume.pdf
xelatex -interaction=nonstopmode mattijs_oosterhuis_cv.tex >/dev/null   # uses the stub fontawesome5.sty here
cp mattijs_oosterhuis_cv.pdf ../cvs/Mattijs_Oosterhuis_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode kexuan_ru_cv_2026.tex >/dev/null
pdftotext -layout kexuan_ru_cv_2026.pdf kexuan_ru_cv_2026_page.txt   # text of the photographed page
.venv/bin/python make_photo.py
# cvs/resume.json and cvs/茹可萱_简历_2022.txt are hand-written (no build step)
