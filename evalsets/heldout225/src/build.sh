#!/bin/sh
# Rebuild every file in cvs/ from its source. Run from the set folder: sh src/build.sh
set -e
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PY="$ROOT/src/.venv/bin/python"
cd "$ROOT/src/jiang_yifeng" && xelatex -interaction=batchmode jiang_yifeng_cv.tex >/dev/null && cp jiang_yifeng_cv.pdf "$ROOT/cvs/"
cd "$ROOT/src/julian_ashfield" && xelatex -interaction=batchmode julian_ashfield_cv.tex >/dev/null && cp julian_ashfield_cv.pdf "$ROOT/cvs/"
cd "$ROOT/src/jin_ruoxi" && "$PY" make_docx.py
cd "$ROOT/src/hafiz_zulkarnain" && xelatex -interaction=batchmode hafiz_zulkarnain_cv_2026.tex >/dev/null \
  && pdftotext -layout hafiz_zulkarnain_cv_2026.pdf hafiz_zulkarnain_cv_2026_page_text.txt \
  && pdftoppm -r 150 -png -singlefile hafiz_zulkarnain_cv_2026.pdf page && "$PY" make_photo.py
# cvs/lotte_brinkhaus.md and cvs/hafiz_zulkarnain_cv_2022.txt are hand-written (no source).
