#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd zyn && xelatex -interaction=nonstopmode zuo_youning.tex >/dev/null && cp zuo_youning.pdf "../../cvs/左佑宁_前端开发_简历.pdf")
(cd ks && xelatex -interaction=nonstopmode katalin_szabo.tex >/dev/null && cp katalin_szabo.pdf ../../cvs/Katalin_Szabo_CV_2026.pdf)
(cd dk && python3 make_json.py)
# gb: cvs/gunnar_bekkestad_cv.txt is hand-written (no separate source)
(cd rsy && ../$PY make_docx.py && xelatex -interaction=nonstopmode ran_shuyao_2026.tex >/dev/null \
   && pdftotext -layout ran_shuyao_2026.pdf ran_shuyao_2026_photo_text.txt \
   && pdftoppm -r 150 -png -f 1 -l 1 ran_shuyao_2026.pdf page && ../$PY make_photo.py && rm -f page-1.png)
