#!/bin/bash
# Rebuilds the generated CV files of heldout200 (run from src/).
# The two text CVs (cvs/鲁清远_数据开发.md, cvs/tian_mingkai_resume_2022.txt) are written by hand.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd jiang && xelatex -interaction=nonstopmode jiang_qinyi.tex >/dev/null && cp jiang_qinyi.pdf ../../cvs/蒋沁怡_简历.pdf)
# moderncv banking; fontawesome5.sty / academicons.sty in oduya/ are stubs (icon packages missing)
(cd oduya && xelatex -interaction=nonstopmode temitope_oduya.tex >/dev/null && cp temitope_oduya.pdf ../../cvs/Temitope_Oduya_UXR.pdf)
.venv/bin/python make_docx.py
# phone photo of the printed 2026 CV; the page text (before it became a photo) is kept for quote checks
(cd tian && xelatex -interaction=nonstopmode tian_mingkai_2026.tex >/dev/null \
   && pdftotext -layout tian_mingkai_2026.pdf tian_mingkai_2026_page.txt \
   && pdftoppm -r 150 -png -singlefile tian_mingkai_2026.pdf page)
.venv/bin/python make_photo.py
rm -f */*.aux */*.log */*.out
