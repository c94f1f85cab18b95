#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
( cd veldhuizen && xelatex -interaction=nonstopmode matthias_veldhuizen_cv.tex >/dev/null && cp matthias_veldhuizen_cv.pdf ../../cvs/ )
( cd wen_jingyao && xelatex -interaction=nonstopmode wen_jingyao_resume.tex >/dev/null && cp wen_jingyao_resume.pdf ../../cvs/ )
( cd yao_qingyi && xelatex -interaction=nonstopmode yao_qingyi_2026.tex >/dev/null \
  && pdftotext yao_qingyi_2026.pdf yao_qingyi_2026_page.txt \
  && pdftoppm -r 150 -png -singlefile yao_qingyi_2026.pdf yao_qingyi_2026_page )
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# firmware_resume_2023.md and 邴若桐_简历.txt are hand-written directly in ../cvs
rm -f */*.aux */*.log */*.out
.venv/bin/python check_evidence.py
