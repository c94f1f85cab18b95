#!/usr/bin/env bash
# Rebuilds cvs/ from src/. Needs xelatex (moderncv, ctex), poppler-utils and src/.venv
# (python-docx, pypdf, pillow, pyyaml). The Markdown and plain-text CVs are written by hand in cvs/.
set -euo pipefail
cd "$(dirname "$0")"
PY=.venv/bin/python
( cd bi && xelatex -interaction=nonstopmode rafaela_muniz_cv.tex >build.log )   # stub fontawesome5/academicons .sty in bi/
cp bi/rafaela_muniz_cv.pdf ../cvs/rafaela_muniz_cv.pdf
( cd ra && xelatex -interaction=nonstopmode lan_zhixing_2023.tex >build.log )
cp ra/lan_zhixing_2023.pdf ../cvs/lan_zhixing_resume_2023.pdf
$PY make_docx.py
( cd tx && xelatex -interaction=nonstopmode yue_xiaobei.tex >build.log \
  && pdftotext -layout yue_xiaobei.pdf page_text.txt && pdftoppm -r 150 -png -f 1 -l 1 yue_xiaobei.pdf page )
$PY make_photo.py
$PY check_evidence.py
