#!/bin/bash
# Rebuild heldout11/cvs from src/. The .md and .txt CVs are hand-written and live directly in cvs/.
set -e
cd "$(dirname "$0")"
for d in zhou_zijian lin_shuyao jonas_eriksson; do
  (cd $d && for t in *.tex; do xelatex -interaction=nonstopmode "$t" >/dev/null; xelatex -interaction=nonstopmode "$t" >/dev/null; done)
done
cp zhou_zijian/zhou_zijian_cv.pdf ../cvs/zhou_zijian_cv.pdf
cp lin_shuyao/lin_shuyao.pdf ../cvs/林书瑶_算法工程师.pdf
cp jonas_eriksson/jonas_eriksson_cv.pdf ../cvs/Jonas_Eriksson_CV.pdf
.venv/bin/python make_docx.py
# plain-text dumps for quote checking
mkdir -p text
for f in ../cvs/*.pdf; do pdftotext "$f" "text/$(basename "$f" .pdf).txt"; done
