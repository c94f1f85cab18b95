#!/bin/bash
# Rebuilds cvs/ from src/ (xelatex, poppler, Pillow via src/.venv). Markdown, TXT and JSON CVs are
# hand-written directly in cvs/.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for t in xuan_ruoheng_cv unterberger_cv qi_yanling_zh luan_qinhe_2026; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null   # fontawesome5.sty/academicons.sty here are stubs for moderncv
done
cp xuan_ruoheng_cv.pdf unterberger_cv.pdf qi_yanling_zh.pdf ../cvs/
pdftotext luan_qinhe_2026.pdf luan_qinhe_2026_page_text.txt       # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 luan_qinhe_2026.pdf page
.venv/bin/python make_photo.py page-1.png "../cvs/栾沁禾简历_手机拍照.jpg" && rm page-1.png
.venv/bin/python make_docx.py
python3 make_questions.py
.venv/bin/python check_evidence.py
