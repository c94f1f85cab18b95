#!/bin/bash
# Rebuild cvs/ from src/. Needs xelatex (moderncv, ctex), poppler, and src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd iv && xelatex -interaction=nonstopmode ingrid_vaaler.tex >/dev/null && cp ingrid_vaaler.pdf ../../cvs/)   # stub fontawesome5/academicons .sty in iv/
(cd ykq && xelatex -interaction=nonstopmode yan_keqin_zh.tex >/dev/null && cp yan_keqin_zh.pdf ../../cvs/)
(cd lo && ../$PY make_docx.py)
(cd wc && xelatex -interaction=nonstopmode wren_castellane_2026.tex >/dev/null \
   && pdftotext wren_castellane_2026.pdf wren_castellane_2026_page.txt \
   && pdftoppm -r 150 -png -singlefile wren_castellane_2026.pdf page && ../$PY photo.py && rm -f page.png)
# cvs/邝静远_简历.md and cvs/wren_castellane_cv_2022.txt are written by hand (no source step).
