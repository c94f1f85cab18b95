#!/bin/sh
# Rebuilds every file in cvs/ from src/. Needs xelatex (TeX Live + xeCJK, moderncv), poppler, Noto CJK,
# and the venv: python3 -m venv src/.venv && src/.venv/bin/pip install python-docx pypdf pillow
set -e
cd "$(dirname "$0")"
(cd ce && xelatex -interaction=nonstopmode chang_xiuyuan_cv.tex >/dev/null && cp chang_xiuyuan_cv.pdf ../../cvs/)
# msl/: fontawesome5/academicons/fontawesome stubs stand in for moderncv's missing icon packages
(cd msl && xelatex -interaction=nonstopmode ingeborg_lysaker_cv.tex >/dev/null || true; cp ingeborg_lysaker_cv.pdf ../../cvs/)
.venv/bin/python make_docx.py
(cd ar && xelatex -interaction=nonstopmode lior_abramov_2026.tex >/dev/null \
  && pdftotext -layout lior_abramov_2026.pdf lior_abramov_2026_page.txt \
  && pdftoppm -r 150 -png lior_abramov_2026.pdf page && ../.venv/bin/python make_photo.py)
# cvs/farzana_hashemi.resume.json and cvs/lior_abramov_cv_2023.txt are hand-written (no source).
.venv/bin/python check_evidence.py
