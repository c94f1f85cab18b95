#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd lp && xelatex -interaction=nonstopmode kasimir_oyelaran.tex >/dev/null && cp kasimir_oyelaran.pdf ../../cvs/)
(cd lg && xelatex -interaction=nonstopmode henrietta_kvalsund.tex >/dev/null && cp henrietta_kvalsund.pdf ../../cvs/)
(cd gs && xelatex -interaction=nonstopmode pang_jiayan_2026.tex >/dev/null && cp pang_jiayan_2026.pdf ../../cvs/)
(cd ce && xelatex -interaction=nonstopmode moqi_qinglan.tex >/dev/null && pdftotext moqi_qinglan.pdf moqi_qinglan_page1.txt \
   && pdftoppm -r 150 -png -f 1 -l 1 moqi_qinglan.pdf page && ../.venv/bin/python photo.py && rm -f page-1.png)
.venv/bin/python make_docx.py
# tquarshie_cv.md, wiktor_chrobak.json and 逄嘉衍_简历_2022.txt are written by hand directly in ../cvs.
