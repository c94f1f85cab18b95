#!/bin/bash
# Rebuilds every file in ../cvs from the sources here. The .md, .txt and .json CVs are written by hand in cvs/.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd lingfei && xelatex -interaction=nonstopmode lingfei_qiao.tex >/dev/null && cp lingfei_qiao.pdf ../../cvs/lingfei_qiao_cv.pdf)
(cd yuhc && xelatex -interaction=nonstopmode yuhc.tex >/dev/null && cp yuhc.pdf "../../cvs/郁鸿川_天线工程师.pdf")
# moderncv: fontawesome5/academicons are missing in this TeX Live, so weronika/ has stub .sty files
(cd weronika && xelatex -interaction=nonstopmode weronika.tex >/dev/null && cp weronika.pdf ../../cvs/CV_Stachowiak_TechArt.pdf)
.venv/bin/python make_docx.py
(cd henrikje && xelatex -interaction=nonstopmode henrikje.tex >/dev/null && pdftotext henrikje.pdf henrikje_page_text.txt \
  && pdftoppm -r 150 -png henrikje.pdf page && ../.venv/bin/python make_photo.py page-1.png ../../cvs/IMG_20261104_183022.jpg)
echo built
