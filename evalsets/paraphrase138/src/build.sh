#!/bin/bash
# Rebuild every file in ../cvs (the .txt/.md/.json CVs are written by hand directly in cvs/).
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for d in sr emb ld; do
  (cd $d && for t in *.tex; do xelatex -interaction=nonstopmode "$t" >/dev/null; done)
done
cp sr/ruoqing_xiong_cv.pdf emb/wang_zekai_zh.pdf ld/mikolaj_drzewiecki_cv.pdf ../cvs/
.venv/bin/python make_docx.py
# phone photo of Hélène Marchetti's CV page (no text layer); page text kept in tr/IMG_20261102_093114.txt
(cd tr && xelatex -interaction=nonstopmode helene_marchetti.tex >/dev/null \
   && pdftotext helene_marchetti.pdf IMG_20261102_093114.txt \
   && pdftoppm -r 150 -png -singlefile helene_marchetti.pdf page && ../.venv/bin/python photo.py)
