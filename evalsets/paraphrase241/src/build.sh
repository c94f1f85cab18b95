#!/bin/bash
# Rebuilds cvs/ from src/ (run from src/). Needs xelatex, pdftoppm, and .venv with python-docx + pillow.
set -e
cd "$(dirname "$0")"
(cd fan_yuheng && xelatex -interaction=batchmode fan_yuheng_cv.tex && cp fan_yuheng_cv.pdf ../../cvs/)
(cd moira_pendlebury && xelatex -interaction=batchmode moira_pendlebury_cv.tex || true; cp moira_pendlebury_cv.pdf ../../cvs/)
(cd tong_jiayu && xelatex -interaction=batchmode tong_jiayu_cv_2026.tex && cp tong_jiayu_cv_2026.pdf ../../cvs/)
(cd docx && ../.venv/bin/python make_docx.py)
(cd lauri_makinen && xelatex -interaction=batchmode lauri_makinen_cv.tex && pdftotext lauri_makinen_cv.pdf lauri_makinen_page1.txt \
   && pdftoppm -r 150 -png lauri_makinen_cv.pdf page && ../.venv/bin/python photo.py ../../cvs/IMG_20261104_093512.jpg && rm -f page-1.png)
# hand-written: ../cvs/ishaan_vora.md, ../cvs/庞子骁_resume.json, ../cvs/佟嘉屿_简历_2022.txt (copies kept in src/handwritten/)
