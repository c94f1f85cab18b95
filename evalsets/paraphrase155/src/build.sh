#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
(cd p1 && xelatex -interaction=batchmode pu_yunqian.tex && cp pu_yunqian.pdf ../../cvs/濮云骞_固件工程师.pdf)
# p3 uses stub fontawesome5.sty / academicons.sty (the icon packages are not installed)
(cd p3 && xelatex -interaction=batchmode ladina_casutt.tex && cp ladina_casutt.pdf ../../cvs/Ladina_Casutt_CV.pdf)
(cd p4 && xelatex -interaction=batchmode tao_qingshu.tex && cp tao_qingshu.pdf ../../cvs/qingshu_tao_cv_2026.pdf)
(cd p8 && xelatex -interaction=batchmode feng_zhiyi.tex && pdftotext -layout feng_zhiyi.pdf feng_zhiyi_page_text.txt && pdftoppm -r 150 -png -singlefile feng_zhiyi.pdf page)
.venv/bin/python photo.py
.venv/bin/python make_docx.py
# cv_policy_2025.md, 冉景和_简历_2023.txt and sander-heemskerk.resume.json are hand-written directly in ../cvs
