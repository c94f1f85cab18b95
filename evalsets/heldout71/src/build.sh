#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Run from src/.
set -e
cd "$(dirname "$0")"
# moderncv in this TeX Live wants fontawesome5/academicons, which are not installed:
# fontawesome5.sty / academicons.sty here are local stubs (icons empty, bullet = \textbullet).
xelatex -interaction=batchmode leander_whitcroft_cv.tex && cp leander_whitcroft_cv.pdf ../cvs/
xelatex -interaction=batchmode huo_qilan_2026.tex && cp huo_qilan_2026.pdf "../cvs/霍启岚_简历_2026.pdf"
.venv/bin/python make_docx.py                              # ../cvs/Thandiwe_Mokoena_CV.docx
# phone photo of a printed page (no text layer); its text is kept in benedetta_corvino_page1.txt
xelatex -interaction=batchmode benedetta_corvino.tex
pdftotext -layout benedetta_corvino.pdf benedetta_corvino_page1.txt
pdftoppm -r 150 -png -f 1 -l 1 benedetta_corvino.pdf bc_page
.venv/bin/python make_photo.py                             # ../cvs/IMG_20261103_142210.jpg
# ../cvs/huo_qilan_2022.md and ../cvs/ying_ruohe_resume.json are hand-written (no build step).
rm -f *.aux *.log *.out
