#!/bin/bash
# Rebuilds the generated CV files in ../cvs (the .md, .txt and .json CVs are hand-written in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
(cd sr  && xelatex -interaction=nonstopmode situ_jianing_cv.tex >/dev/null && cp situ_jianing_cv.pdf ../../cvs/)
(cd phd && xelatex -interaction=nonstopmode yan_zhuoran_cv.tex >/dev/null && cp yan_zhuoran_cv.pdf ../../cvs/)
# moderncv: stub fontawesome5/academicons .sty files live in me/ (icon packages missing)
(cd me  && xelatex -interaction=nonstopmode threadgold_cv.tex >/dev/null || true; cp threadgold_cv.pdf ../../cvs/aled_threadgold_cv.pdf)
.venv/bin/python make_docx.py
(cd ph && xelatex -interaction=nonstopmode ou_jiaxin_page.tex >/dev/null && pdftotext -layout ou_jiaxin_page.pdf ../IMG_20261104_183512.jpg.txt \
   && pdftoppm -r 150 -png ou_jiaxin_page.pdf page && ../.venv/bin/python ../photo.py page-1.png ../../cvs/IMG_20261104_183512.jpg)
.venv/bin/python check_evidence.py
