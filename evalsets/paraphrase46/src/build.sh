#!/bin/sh
# Rebuilds every CV in ../cvs from these sources. Needs xelatex, poppler and the venv (.venv).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode varennes.tex >/dev/null && cp varennes.pdf ../cvs/teodora_varennes_cv.pdf
xelatex -interaction=nonstopmode tuoyuchuan.tex >/dev/null && cp tuoyuchuan.pdf ../cvs/庹昱川_数据库内核.pdf
# fontawesome5.sty / academicons.sty here are local stubs (the real packages are not installed);
# the CV uses \moderncvicons{letters}.
xelatex -interaction=nonstopmode vandeputte.tex >/dev/null && cp vandeputte.pdf ../cvs/Vandeputte_CV_2026.pdf
xelatex -interaction=nonstopmode seow_kailing.tex >/dev/null
pdftotext seow_kailing.pdf seow_kai_ling_photo_page.txt
pdftoppm -r 150 -png seow_kailing.pdf seow_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# joris_vandeputte_cv_2022.md, 蒙晓筠_门店运营经理.txt and bing_jiayan.resume.json are hand-written in ../cvs.
