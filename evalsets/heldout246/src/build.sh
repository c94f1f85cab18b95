#!/bin/sh
# Rebuilds every file in cvs/ (run from anywhere). Needs xelatex, pdftoppm and src/.venv.
set -e
here="$(cd "$(dirname "$0")" && pwd)"
sh "$here/tax/build.sh"
sh "$here/da/build.sh"
"$here/.venv/bin/python" "$here/make_docx.py"
cd "$here/fw" && xelatex -interaction=nonstopmode cheng_muzhi_2026.tex >/dev/null \
  && pdftotext -layout cheng_muzhi_2026.pdf page_text.txt && pdftoppm -r 150 -png cheng_muzhi_2026.pdf page \
  && "$here/.venv/bin/python" make_photo.py
# cvs/navid_esfandiari_cv.md and cvs/程牧之_简历_2021.txt are hand-written (no build step).
