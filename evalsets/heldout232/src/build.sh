#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here (run from src/).
set -e
xelatex -interaction=nonstopmode teng_yuanfan.tex >/dev/null && cp teng_yuanfan.pdf "../cvs/滕远帆_PCB工程师.pdf"
xelatex -interaction=nonstopmode mateusz_kowalczyk.tex >/dev/null && cp mateusz_kowalczyk.pdf ../cvs/Mateusz_Kowalczyk_CV.pdf   # stub fontawesome5/academicons .sty here
.venv/bin/python make_docx.py                      # -> ../cvs/CV_Carlota_Irazabal_2026.docx
xelatex -interaction=nonstopmode fu_xiaoman_2026.tex >/dev/null
pdftotext -layout fu_xiaoman_2026.pdf fu_xiaoman_2026_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile fu_xiaoman_2026.pdf fu_page
.venv/bin/python make_photo.py                     # -> ../cvs/IMG_20261103_094512.jpg (no text layer)
# owain_tremellen.resume.json and 付晓曼_简历_2021.txt are hand-written directly in ../cvs
