#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, pdftoppm, and src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
(cd jf && xelatex -interaction=nonstopmode joaquim_feldhaus.tex >/dev/null && cp joaquim_feldhaus.pdf ../../cvs/)   # stub fontawesome5/academicons .sty in jf/
(cd xy && xelatex -interaction=nonstopmode xin_yanru_resume.tex >/dev/null && cp xin_yanru_resume.pdf ../../cvs/)
.venv/bin/python make_docx.py
(cd mq && xelatex -interaction=nonstopmode marisol_dunleigh_2026.tex >/dev/null \
   && pdftotext marisol_dunleigh_2026.pdf marisol_dunleigh_2026_page_text.txt \
   && pdftoppm -r 150 -png -f 1 -l 1 marisol_dunleigh_2026.pdf page)
.venv/bin/python make_photo.py
# cvs/苑晴柔_供应链计划.md and cvs/marisol_dunleigh_cv_2022.txt are written by hand.
