#!/bin/sh
# Rebuild all CV files of heldout250 from src/. Run from src/.
set -e
cd "$(dirname "$0")"
(cd yu_sihan && xelatex -interaction=nonstopmode yu_sihan_zh.tex >/dev/null && cp yu_sihan_zh.pdf ../../cvs/)
(cd pillalamarri && xelatex -interaction=nonstopmode devendra_pillalamarri_cv.tex >/dev/null && cp devendra_pillalamarri_cv.pdf ../../cvs/)   # local stub fontawesome5.sty/academicons.sty
.venv/bin/python make_docx.py ../cvs/jian_peixuan_简历.docx
(cd tessa_photo && xelatex -interaction=nonstopmode tessa_marchbank_2026.tex >/dev/null \
  && pdftotext -layout tessa_marchbank_2026.pdf tessa_marchbank_2026_page.txt \
  && pdftoppm -r 150 -png -singlefile tessa_marchbank_2026.pdf page \
  && ../.venv/bin/python ../make_photo.py page.png ../../cvs/IMG_20261103_184512.jpg && rm page.png)
# magdalena_kerschbaum.md and tessa_marchbank_cv_2021.txt are hand-written directly in cvs/.
rm -f */*.aux */*.log */*.out
