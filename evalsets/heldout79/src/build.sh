#!/bin/bash
# Rebuild heldout79/cvs from src/. Needs xelatex (ctex, moderncv), poppler, fonts-noto-cjk, and src/.venv
# (python-docx, pillow). The .md and .json CVs are written by hand directly in cvs/.
set -e
cd "$(dirname "$0")"
(cd you_chengyu_2026 && xelatex -interaction=nonstopmode you_chengyu_2026.tex >/dev/null && cp you_chengyu_2026.pdf ../../cvs/游承屿_简历_2026.pdf)
(cd you_chengyu_2022 && xelatex -interaction=nonstopmode you_chengyu_2022.tex >/dev/null \
  && pdftotext you_chengyu_2022.pdf page_text.txt && pdftoppm -r 150 -png you_chengyu_2022.pdf page)
.venv/bin/python make_photo.py you_chengyu_2022/page-1.png ../cvs/IMG_20220914_183502.jpg
# moderncv: fontawesome5.sty / academicons.sty in hsieh_powen/ are local stubs (icon packages missing)
(cd hsieh_powen && xelatex -interaction=nonstopmode hsieh_powen.tex >/dev/null || true; cp hsieh_powen.pdf ../../cvs/PoWen_Hsieh_CV.pdf)
.venv/bin/python make_docx.py
