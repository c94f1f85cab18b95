#!/bin/sh
# Rebuild cvs/ from sources. Needs xelatex (ctex), poppler-utils, and src/.venv with python-docx, pillow.
set -e
cd "$(dirname "$0")"
(cd tw && xelatex -interaction=nonstopmode tobias_wiklund.tex >/dev/null && cp tobias_wiklund.pdf ../../cvs/)
(cd yp && xelatex -interaction=nonstopmode yu_peilan.tex >/dev/null && cp yu_peilan.pdf ../../cvs/)
.venv/bin/python make_docx.py
(cd th && xelatex -interaction=nonstopmode tang_haoyu_2026.tex >/dev/null && pdftotext tang_haoyu_2026.pdf page_text.txt && pdftoppm -r 150 -png tang_haoyu_2026.pdf page)
.venv/bin/python make_photo.py
# cvs/oksana_melnychuk_cv.txt and cvs/haoyu_tang_resume_2022.json are hand-written (no source step).
