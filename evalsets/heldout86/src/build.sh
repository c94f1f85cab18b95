#!/bin/sh
# Rebuilds every file in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true; .venv/bin/pip install -q python-docx pypdf pillow
(cd pq && xelatex -interaction=nonstopmode paloma_quintanar.tex >/dev/null && cp paloma_quintanar.pdf ../../cvs/)   # stub fontawesome5.sty/academicons.sty here
(cd ph && xelatex -interaction=nonstopmode puhuaiyuan_2026.tex >/dev/null && cp puhuaiyuan_2026.pdf ../../cvs/)
.venv/bin/python make_docx.py                       # 濮怀远_简历_2022.docx
(cd ys && xelatex -interaction=nonstopmode yusicheng.tex >/dev/null && pdftotext -layout yusicheng.pdf yusicheng_page.txt && pdftoppm -r 150 -png yusicheng.pdf page)
.venv/bin/python make_photo.py                      # IMG_20261103_184522.jpg (no text layer)
# matthieu_delorme.json and jonatan_eskelinen_cv.txt are hand-written directly in ../cvs
