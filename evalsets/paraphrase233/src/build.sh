#!/bin/sh
# Rebuild every CV in ../cvs from the sources in this folder.
# Needs: xelatex (TeX Live with ctex, moderncv), poppler (pdftotext, pdftoppm), fonts-noto-cjk,
# and the venv: python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow pyyaml
set -e
S="$(cd "$(dirname "$0")" && pwd)"; C="$S/../cvs"
(cd "$S/a" && xelatex -interaction=nonstopmode mi_qingyue.tex && cp mi_qingyue.pdf "$C/宓清樾_语音合成_简历.pdf")
(cd "$S/b" && xelatex -interaction=nonstopmode linnaea_sato_marchetti.tex && cp linnaea_sato_marchetti.pdf "$C/Linnaea_Sato-Marchetti_CV.pdf")
# f/ holds stub fontawesome5.sty and academicons.sty (icon packages are missing here)
(cd "$S/f" && xelatex -interaction=nonstopmode tobias_rennick_2026.tex && cp tobias_rennick_2026.pdf "$C/Tobias_Rennick_CV_2026.pdf")
sh "$S/g/build.sh"
"$S/.venv/bin/python" "$S/make_docx.py"
# drusilla-mcquarrie.md, tobias_rennick_cv_2021.txt and naixinyi_resume.json are hand-written in cvs/.
"$S/.venv/bin/python" "$S/check_evidence.py"
