#!/bin/sh
# Rebuilds every file in cvs/ (run from anywhere; needs xelatex, pdftotext/pdftoppm and src/.venv)
set -e
S=$(cd "$(dirname "$0")" && pwd); C="$S/../cvs"
(cd "$S/oskar" && xelatex -interaction=nonstopmode oskar_bergvik_cv.tex >/dev/null) && cp "$S/oskar/oskar_bergvik_cv.pdf" "$C/"
(cd "$S/shen" && xelatex -interaction=nonstopmode shen_shuyun.tex >/dev/null) && cp "$S/shen/shen_shuyun.pdf" "$C/申书韵_简历.pdf"
(cd "$S/yu" && xelatex -interaction=nonstopmode yu_wantang_2026.tex >/dev/null && pdftotext yu_wantang_2026.pdf yu_wantang_2026_page_text.txt)
"$S/.venv/bin/python" "$S/make_photo.py"
"$S/.venv/bin/python" "$S/make_docx.py"
# cvs/ivan_solodkin.md and cvs/喻晚棠_简历_2020.txt are hand-written directly in cvs/
