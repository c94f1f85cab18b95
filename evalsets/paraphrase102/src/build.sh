#!/usr/bin/env bash
# Rebuild paraphrase102/cvs from src/. Needs xelatex (TeX Live + ctex + moderncv + paracol),
# poppler (pdftotext, pdftoppm), fonts-noto-cjk, DejaVu fonts, and src/.venv with
# python-docx, pypdf, pillow, pyyaml.
set -euo pipefail
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
cd tex   # fontawesome5.sty / academicons.sty here are stubs (moderncv icon packages are missing)
for t in xia_muchen mao_qiyuan cong_muyuan hui_yusen_2021; do xelatex -interaction=nonstopmode "$t.tex" >/dev/null; done
cp xia_muchen.pdf ../../cvs/Muchen_Xia_CV.pdf
cp mao_qiyuan.pdf ../../cvs/QiyuanMao_Resume_2026.pdf
cp cong_muyuan.pdf "../../cvs/丛沐远_简历.pdf"
pdftotext hui_yusen_2021.pdf ../hui_yusen_2021_page.txt      # text of the photographed page
pdftoppm -r 150 -png -singlefile hui_yusen_2021.pdf hui_page
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py                               # -> cvs/IMG_20210314_092211.jpg
# matias_irigoyen.md, 步雨衡_应届简历.txt and lanyue_jiang.resume.json are hand-written in cvs/
.venv/bin/python check_evidence.py
