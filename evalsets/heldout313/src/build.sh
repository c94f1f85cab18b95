#!/bin/sh
# Rebuild heldout313/cvs from these sources. Run from src/.
set -e
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
(cd mahlangu && xelatex -interaction=nonstopmode precious_mahlangu_cv.tex >/dev/null && cp precious_mahlangu_cv.pdf ../../cvs/)
(cd huang && xelatex -interaction=nonstopmode huang_yixiang_zh.tex >/dev/null && cp huang_yixiang_zh.pdf ../../cvs/)
.venv/bin/python make_docx.py
(cd zaremba && xelatex -interaction=nonstopmode zaremba_2026.tex >/dev/null && pdftotext zaremba_2026.pdf zaremba_2026_page_text.txt && pdftoppm -r 150 -png zaremba_2026.pdf page)
.venv/bin/python make_photo.py
# cvs/邵雁行_产品经理.md and cvs/cv_devops_2026.txt are hand-written files (no build step).
