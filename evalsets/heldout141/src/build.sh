#!/bin/bash
# Rebuild cvs/ from src/. Needs xelatex (ctex, moderncv), poppler, and src/.venv (python-docx, pillow).
# The stub fontawesome5/academicons/fontawesome .sty files here stand in for moderncv's missing icon packages.
# cvs/tessa_quillfeather_cv_2022.md and cvs/闫若禾_简历.txt are hand-written directly in cvs/.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode ling_shuyuan.tex >/dev/null && cp ling_shuyuan.pdf ../cvs/凌书远_PCB_Layout.pdf
xelatex -interaction=nonstopmode tessa_quillfeather_2026.tex >/dev/null && cp tessa_quillfeather_2026.pdf ../cvs/Tessa_Quillfeather_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode naveen_kumaresan.tex >/dev/null
pdftotext -f 1 -l 1 naveen_kumaresan.pdf naveen_kumaresan_page1.txt
pdftoppm -r 150 -png -f 1 -l 1 naveen_kumaresan.pdf nk_page
.venv/bin/python make_photo.py
