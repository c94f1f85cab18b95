#!/bin/sh
# Rebuild all CV files into ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd p1_new && xelatex -interaction=nonstopmode liang_yanchuan_2026.tex >/dev/null && cp liang_yanchuan_2026.pdf ../../cvs/)
(cd p1_old && xelatex -interaction=nonstopmode liang_yanchuan_2022.tex >/dev/null \
   && pdftotext -layout liang_yanchuan_2022.pdf liang_yanchuan_2022_page.txt \
   && cp liang_yanchuan_2022_page.txt .. \
   && pdftoppm -r 150 -png -singlefile liang_yanchuan_2022.pdf page)
.venv/bin/python make_photo.py
# moderncv casual; fontawesome5.sty / academicons.sty in p2/ are local icon stubs
(cd p2 && xelatex -interaction=nonstopmode kwaku_danso-whyte_cv.tex >/dev/null && xelatex -interaction=nonstopmode kwaku_danso-whyte_cv.tex >/dev/null && cp kwaku_danso-whyte_cv.pdf ../../cvs/)
.venv/bin/python make_docx.py
# rukhsana_nadeem.json and sre_cv_2026.md are hand-written directly in ../cvs
.venv/bin/python check_evidence.py
