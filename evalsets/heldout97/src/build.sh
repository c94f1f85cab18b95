#!/bin/bash
# Rebuilds every file in cvs/ from src/. Markdown and plain-text CVs are written directly in cvs/.
set -e
H=$(cd "$(dirname "$0")/.." && pwd)
PY="$H/src/.venv/bin/python"
[ -x "$PY" ] || { python3 -m venv "$H/src/.venv"; "$H/src/.venv/bin/pip" install -q python-docx pypdf pillow; }
cd "$H/src/a_zhai" && xelatex -interaction=nonstopmode zhai_haochuan_cv.tex >/dev/null && cp zhai_haochuan_cv.pdf "$H/cvs/"
"$PY" "$H/src/b_bartok/make_docx.py"
cd "$H/src/d_pei"   # fontawesome5.sty / academicons.sty here are stubs (icon packages missing)
xelatex -interaction=nonstopmode pei_old_2021.tex >/dev/null
pdftotext -layout pei_old_2021.pdf pei_old_2021_page.txt      # text of the photographed page
"$PY" make_photo.py                                           # -> cvs/IMG_20210316_101522.jpg
xelatex -interaction=nonstopmode pei_mingchuan_2026.tex >/dev/null && cp pei_mingchuan_2026.pdf "$H/cvs/Mingchuan_Pei_CV_2026.pdf"
"$PY" "$H/src/check_evidence.py"
