#!/bin/sh
# rebuild all CV files into ../cvs
set -e
cd "$(dirname "$0")"
(cd ytterdal && xelatex -interaction=nonstopmode magnus_ytterdal_cv.tex && cp magnus_ytterdal_cv.pdf ../../cvs/)
(cd boyanqing && xelatex -interaction=nonstopmode bo_yanqing_resume.tex && cp bo_yanqing_resume.pdf ../../cvs/)
.venv/bin/python make_docx.py
# seamus_hargreave.json is hand-written JSON Resume; it lives directly in cvs/ (no build step)
(cd jiwanfeng && xelatex -interaction=nonstopmode ji_wanfeng_2026.tex && pdftotext -layout ji_wanfeng_2026.pdf ji_wanfeng_2026_page.txt && pdftoppm -r 150 -png -singlefile ji_wanfeng_2026.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python check_evidence.py
