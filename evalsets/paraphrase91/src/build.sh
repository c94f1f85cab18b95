#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex (ctex, moderncv), poppler, and src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
cd tex
for f in renata_kvamme sudhir_ramakrishnan cai_chengyan_2026 shi_yinghe; do xelatex -interaction=nonstopmode $f.tex >/dev/null || true; done
cp renata_kvamme.pdf ../../cvs/renata_kvamme_cv.pdf
cp sudhir_ramakrishnan.pdf ../../cvs/sudhir_ramakrishnan.pdf
cp cai_chengyan_2026.pdf ../../cvs/蔡承彦_简历_2026.pdf
pdftotext shi_yinghe.pdf ../shi_yinghe_photo_page.txt
pdftoppm -r 150 -png shi_yinghe.pdf page
cd ..
cp caichengyan_resume_2020.txt ../cvs/
# oskar_nieminen.md and lu_qinghan.resume.json are hand-written directly in cvs/
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
