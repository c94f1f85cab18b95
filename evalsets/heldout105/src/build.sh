#!/bin/bash
# Rebuild every file in cvs/ from src/. Run from anywhere.
set -e
H="$(cd "$(dirname "$0")/.." && pwd)"; S="$H/src"; PY="$S/.venv/bin/python"
cd "$S/p1" && xelatex -interaction=nonstopmode zhanliheng.tex >/dev/null && cp zhanliheng.pdf "$H/cvs/詹立衡_简历.pdf"
cd "$S/p2" && xelatex -interaction=nonstopmode vermeulen.tex >/dev/null && cp vermeulen.pdf "$H/cvs/Marloes_Vermeulen_CV.pdf"
"$PY" "$S/p3/make_docx.py"
# p4: cvs/teodora_vasic_cv.md and p5 old CV cvs/仇立诚_简历_2021.txt are written by hand (no source).
cd "$S/p5" && xelatex -interaction=nonstopmode qiu_2026.tex >/dev/null && pdftotext qiu_2026.pdf qiu_2026_page_text.txt \
  && pdftoppm -r 150 -png -f 1 -l 1 qiu_2026.pdf page && "$PY" make_photo.py
