#!/bin/sh
# Rebuilds the generated CV files of paraphrase211 (md/txt/json in cvs/ are hand-written).
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for t in wu_chengshu_2023_zh chengshu_wu_2026 margriet_hesselink gwenaelle_le_goff; do
  xelatex -interaction=batchmode $t.tex >/dev/null   # fontawesome5.sty/academicons.sty here are stubs for moderncv
done
cp wu_chengshu_2023_zh.pdf ../cvs/伍承澍_简历_2023.pdf
cp chengshu_wu_2026.pdf ../cvs/Chengshu_Wu_CV_2026.pdf
cp margriet_hesselink.pdf ../cvs/Margriet_Hesselink_CV.pdf
pdftotext gwenaelle_le_goff.pdf gwenaelle_le_goff_page1.txt      # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 gwenaelle_le_goff.pdf gwen_page
.venv/bin/python make_photo.py      # -> ../cvs/IMG_20261104_183512.jpg (no text layer)
.venv/bin/python make_docx.py       # -> the two DOCX
.venv/bin/python check_evidence.py
