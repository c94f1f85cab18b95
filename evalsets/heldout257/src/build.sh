#!/bin/bash
# Rebuilds all CV files of heldout257 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
(cd os && xelatex -interaction=nonstopmode ottoline_searle_cv.tex >/dev/null && cp ottoline_searle_cv.pdf ../../cvs/)
(cd wjl && xelatex -interaction=nonstopmode wanjunlin.tex >/dev/null && cp wanjunlin.pdf "../../cvs/万俊霖_简历.pdf")
(cd tr && xelatex -interaction=nonstopmode tobias_renninger_2026.tex >/dev/null && cp tobias_renninger_2026.pdf ../../cvs/)
(cd tr && xelatex -interaction=nonstopmode tr_old_2022.tex >/dev/null && pdftotext tr_old_2022.pdf tr_old_2022_page_text.txt && pdftoppm -r 150 -png tr_old_2022.pdf tr_old_page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# cvs/gan_yiheng.md is hand-written (source = the file itself)
