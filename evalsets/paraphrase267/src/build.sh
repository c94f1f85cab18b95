#!/bin/sh
# Rebuild paraphrase267/cvs from src/. Run from src/.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
# fontawesome5.sty / academicons.sty here are stubs (moderncv's icon packages are not installed)
for t in quan_zhenting_cv imogen_pellow_cv lou_tianqi_cv teodoro_maalouf_cv; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null
done
cp quan_zhenting_cv.pdf "../cvs/权振霆_雷达算法_简历.pdf"
cp imogen_pellow_cv.pdf ../cvs/Imogen_Pellow_CV.pdf
cp lou_tianqi_cv.pdf ../cvs/tianqi_lou_resume_2026.pdf
# Teodoro Maalouf: page -> PNG -> phone photo (no text layer); page text kept for quote checks
pdftotext -layout teodoro_maalouf_cv.pdf IMG_20261118_094512.txt
pdftoppm -r 150 -png -f 1 -l 1 teodoro_maalouf_cv.pdf tm_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# 卞嘉屿_前端_2022.md, jiayu_bian_resume.json and 冼悦宁_建筑学_应届.txt are hand-written in cvs/.
.venv/bin/python extract_text.py >/dev/null
.venv/bin/python check_evidence.py
