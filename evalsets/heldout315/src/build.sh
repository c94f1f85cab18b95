#!/bin/sh
# Rebuilds every file in cvs/ except the hand-written .md and .txt.
# Needs: xelatex, pdftotext/pdftoppm, fonts-noto-cjk, and src/.venv with python-docx, pypdf, pillow (+ pyyaml for the check).
set -e
here="$(cd "$(dirname "$0")" && pwd)"
sh "$here/rosalind/build.sh"          # cvs/rosalind_nkabinde_cv.pdf (moderncv banking; stub icon .sty files)
sh "$here/zong/build.sh"              # cvs/宗昭衍_简历.pdf (ctexart, sidebar + photo box)
"$here/.venv/bin/python" "$here/make_docx.py"   # cvs/Lachlan_Varghese_Resume.docx
sh "$here/maren/build.sh"             # cvs/IMG_20261104_183512.jpg + maren/maren_2026_page.txt
rm -f "$here"/*/*.aux "$here"/*/*.log "$here"/maren/page.png
"$here/.venv/bin/python" "$here/check_evidence.py"
