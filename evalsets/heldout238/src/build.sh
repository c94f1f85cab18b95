#!/bin/sh
# Rebuild cvs/ from src/. Needs xelatex, poppler, and src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
(cd iv && xelatex -interaction=nonstopmode imke_vosberg.tex >/dev/null && cp imke_vosberg.pdf ../../cvs/imke_vosberg_cv.pdf)
(cd kx && xelatex -interaction=nonstopmode lian_kexin.tex >/dev/null && cp lian_kexin.pdf "../../cvs/廉可昕_SoC验证_简历.pdf")
(cd qy && xelatex -interaction=nonstopmode liky_2026.tex >/dev/null && pdftotext liky_2026.pdf page_text.txt && rm -f page-*.png && pdftoppm -r 150 -png liky_2026.pdf page)
.venv/bin/python make_photo.py          # -> cvs/IMG_20261103_184512.jpg (text of the page: qy/page_text.txt)
.venv/bin/python make_docx.py           # -> cvs/Sigrid_Vallenby_CV.docx
# cvs/catriona_mabbutt.resume.json and cvs/郦可韵_简历_2022.txt are written by hand (no source)
