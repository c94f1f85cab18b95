#!/usr/bin/env bash
# Rebuild cvs/ from src/. Needs xelatex (ctex, Noto CJK, DejaVu), poppler, and src/.venv
# (python-docx, pypdf, pillow). cvs/fu_zhenchuan_2021.txt and cvs/valentin_araya.resume.json are
# hand-written and live only in cvs/.
set -euo pipefail
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd wu_xiaoyun && xelatex -interaction=nonstopmode wu_xiaoyun_cv.tex >/dev/null && cp wu_xiaoyun_cv.pdf ../../cvs/)
(cd maricel_dumalagan && xelatex -interaction=nonstopmode maricel_dumalagan.tex >/dev/null && cp maricel_dumalagan.pdf ../../cvs/Maricel_Dumalagan_Resume.pdf)
(cd maud_ellingsworth && ../$PY make_docx.py)
(cd fu_zhenchuan_photo && xelatex -interaction=nonstopmode fu_zhenchuan_2026.tex >/dev/null \
   && pdftotext fu_zhenchuan_2026.pdf fu_zhenchuan_2026_page_text.txt \
   && pdftoppm -r 150 -png fu_zhenchuan_2026.pdf page && ../$PY make_photo.py)
find . -name '*.aux' -o -name '*.log' | grep -v .venv | xargs -r rm -f
$PY check_evidence.py
