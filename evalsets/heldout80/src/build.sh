#!/bin/sh
# Rebuild all CV files of heldout80 from src/. Run from src/.
set -e
xelatex -interaction=nonstopmode kasper_lindeborg_cv.tex >/dev/null && cp kasper_lindeborg_cv.pdf ../cvs/
xelatex -interaction=nonstopmode lihuaijin_2022.tex >/dev/null && cp lihuaijin_2022.pdf "../cvs/郦怀瑾_简历_2022.pdf"
xelatex -interaction=nonstopmode minseo_ryu.tex >/dev/null
pdftotext minseo_ryu.pdf minseo_ryu_page.txt          # text of the photographed page
pdftoppm -r 150 -png minseo_ryu.pdf minseo_page
.venv/bin/python make_photo.py                         # -> ../cvs/minseo_ryu_cv_photo.jpg
.venv/bin/python make_docx.py                          # -> ../cvs/蓝婉秋-类目运营.docx
# cvs/RQuintanilha_IB.txt and cvs/lihuaijin_resume_2026.json are hand-written (no source step)
