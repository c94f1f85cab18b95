#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
(cd lin_chengshuo && xelatex -interaction=nonstopmode lin_chengshuo_2026.tex >/dev/null && cp lin_chengshuo_2026.pdf ../../cvs/蔺承朔_简历_2026.pdf)
(cd bence_ferenczi && xelatex -interaction=nonstopmode bence_ferenczi_cv.tex >/dev/null && cp bence_ferenczi_cv.pdf ../../cvs/Bence_Ferenczi_CV.pdf)
(cd nandita_raghavan && xelatex -interaction=nonstopmode nandita_raghavan.tex >/dev/null \
  && pdftotext -layout nandita_raghavan.pdf nandita_raghavan_page.txt && pdftoppm -r 150 -png nandita_raghavan.pdf page)
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# cvs/蔺承朔_简历_2022.txt and cvs/huazijian_backend_2026.md are written by hand (their sources are the files themselves).
