#!/bin/bash
# Rebuilds the generated CV files in ../cvs (the .json, .txt and .md CVs are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
(cd qi_chuhan && xelatex -interaction=nonstopmode qi_chuhan_cv.tex >/dev/null && cp qi_chuhan_cv.pdf ../../cvs/綦楚涵_搜索算法.pdf)
# moderncv classic; fontawesome5.sty / academicons.sty here are stubs (icon packages missing)
(cd engstrom && xelatex -interaction=nonstopmode henning_engstrom_cv.tex >/dev/null && cp henning_engstrom_cv.pdf ../../cvs/Henning_Engstrom_CV.pdf)
.venv/bin/python make_docx.py
