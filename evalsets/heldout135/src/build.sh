#!/bin/sh
# Rebuilds every file in cvs/ from src/. Run from the set folder: sh src/build.sh
set -e
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PY="$ROOT/src/.venv/bin/python"
# 1. Jeppe Thygesen: moderncv banking (stub fontawesome5/academicons .sty in the same folder)
cd "$ROOT/src/jeppe" && xelatex -interaction=nonstopmode jeppe_thygesen_cv.tex >/dev/null && cp jeppe_thygesen_cv.pdf "$ROOT/cvs/Jeppe_Thygesen_CV.pdf"
# 2. 戚明远: ctexart, one column, education table
cd "$ROOT/src/qimingyuan" && xelatex -interaction=nonstopmode qimingyuan_resume.tex >/dev/null && cp qimingyuan_resume.pdf "$ROOT/cvs/戚明远_定价分析_简历.pdf"
# 3. Darren Ong: DOCX, one table per job
cd "$ROOT" && "$PY" src/darren/make_docx.py
# 4. 郁可澜 (Markdown) and Lauren's 2021 text CV are written by hand directly in cvs/.
# 5. Lauren Delgado-Ruiz 2026: LaTeX page -> PNG -> phone photo JPG (no text layer)
cd "$ROOT/src/lauren" && xelatex -interaction=nonstopmode lauren_2026.tex >/dev/null \
  && pdftotext lauren_2026.pdf IMG_20261103_184512.page.txt \
  && pdftoppm -r 150 -png lauren_2026.pdf page && "$PY" make_photo.py && rm -f page-1.png
