#!/bin/sh
# Rebuilds the generated CV files of heldout317 (md/txt are written by hand directly in cvs/).
set -e
cd "$(dirname "$0")"
(cd brophy && xelatex -interaction=nonstopmode eimear_brophy.tex >/dev/null && cp eimear_brophy.pdf ../../cvs/eimear_brophy_cv.pdf)   # moderncv banking; stub fontawesome5/academicons .sty
(cd song && xelatex -interaction=nonstopmode song_zhiheng.tex >/dev/null && cp song_zhiheng.pdf ../../cvs/宋知衡_影像质量.pdf)          # awesome-cv look-alike, xeCJK
.venv/bin/python make_docx.py                                                                                                            # old CV of Sharmila Devarajan
(cd devarajan && xelatex -interaction=nonstopmode sharmila_2026.tex >/dev/null && pdftotext -layout sharmila_2026.pdf sharmila_2026_page_text.txt && pdftoppm -r 150 -png sharmila_2026.pdf page)
.venv/bin/python make_photo.py                                                                                                           # newer CV, phone photo
