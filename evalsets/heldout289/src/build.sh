#!/bin/bash
# Rebuild cvs/ from src/. Needs xelatex (moderncv, ctex), poppler, and src/.venv (python-docx, pypdf, pillow, pyyaml).
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd nkechi && xelatex -interaction=nonstopmode nkechi_wolstenholme.tex >/dev/null && cp nkechi_wolstenholme.pdf ../../cvs/nkechi_wolstenholme_cv.pdf)
(cd pengyusen && xelatex -interaction=nonstopmode peng_yusen.tex >/dev/null && cp peng_yusen.pdf ../../cvs/彭屿森_嵌入式固件_简历.pdf)
(cd ganruoting && ../$PY make_docx.py)
(cd qiyannan && xelatex -interaction=nonstopmode qi_yannan_2026.tex >/dev/null \
  && pdftotext qi_yannan_2026.pdf qi_yannan_2026_page.txt \
  && pdftoppm -r 150 -png -singlefile qi_yannan_2026.pdf page && ../$PY photo.py && rm -f page.png)
# keala_morishige_cv.md and 戚砚南_简历_2022.txt are written directly in cvs/.
$PY check_evidence.py
