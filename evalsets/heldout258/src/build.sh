#!/bin/bash
# Rebuild cvs/ from sources. Run from heldout258/src.
set -e
cd "$(dirname "$0")"
cd tex
for t in tobenna_grindstaff situ_yuanlan sui_langfeng_2026; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp tobenna_grindstaff.pdf situ_yuanlan.pdf ../../cvs/
pdftotext sui_langfeng_2026.pdf ../sui_langfeng_2026_page.txt
pdftoppm -r 150 -png -singlefile sui_langfeng_2026.pdf page
cd ..
.venv/bin/python make_docx.py
.venv/bin/python photo.py
# cvs/cathal_dunphy.md and cvs/langfeng_sui_resume_2022.json are hand-written (no generator).
.venv/bin/python check_evidence.py
