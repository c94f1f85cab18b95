#!/bin/sh
# Rebuild all CV files of paraphrase43 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")/tex"
for t in sunniva_eklund bo_qichuan_2022_en bo_qichuan_2026_zh dominika_sadowska; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp sunniva_eklund.pdf ../../cvs/sunniva_eklund.pdf
cp bo_qichuan_2026_zh.pdf ../../cvs/薄启川_简历_2026.pdf
cp dominika_sadowska.pdf ../../cvs/Sadowska_Dominika_CV.pdf
# old English CV of Bo Qichuan -> phone photo (text kept in src/ for quote checks)
pdftotext -layout bo_qichuan_2022_en.pdf ../bo_qichuan_2022_en_page.txt
pdftoppm -r 150 -png bo_qichuan_2022_en.pdf page
cd ..
.venv/bin/python make_photo.py tex/page-1.png ../cvs/IMG_20221014_183552.jpg
.venv/bin/python make_docx.py
# 费蔓菁_BI分析.md, 欧锦程.txt and tao_wenqi_resume.json are hand-written directly in cvs/.
