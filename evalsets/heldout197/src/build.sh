#!/bin/sh
# Rebuilds every file in cvs/ from src/. Run from src/.
set -e
cd "$(dirname "$0")"
(cd sune_vinther && xelatex -interaction=batchmode sune_vinther_cv.tex && cp sune_vinther_cv.pdf ../../cvs/Sune_Vinther_CV.pdf)
(cd tan_xiaoqiao && xelatex -interaction=batchmode tan_xiaoqiao_cv.tex && cp tan_xiaoqiao_cv.pdf ../../cvs/檀晓峤_数据分析_简历.pdf)
(cd gao_zhiheng_old && xelatex -interaction=batchmode gao_zhiheng_2022.tex && pdftotext gao_zhiheng_2022.pdf gao_zhiheng_2022_page_text.txt && pdftoppm -r 150 -png gao_zhiheng_2022.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# cvs/sravani_kethireddy.md and cvs/郜知蘅_简历_2026.txt are written by hand (no source beyond the file itself)
