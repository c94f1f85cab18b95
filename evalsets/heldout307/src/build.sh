#!/bin/bash
# Rebuild all six CV files in ../cvs from the sources here. Needs xelatex, poppler, fonts-noto-cjk
# and the venv (python3 -m venv src/.venv && src/.venv/bin/pip install python-docx pypdf pillow pyyaml).
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd meera && xelatex -interaction=nonstopmode meera_kallarackal.tex >/dev/null && cp meera_kallarackal.pdf ../../cvs/meera_kallarackal.pdf)
(cd pu && xelatex -interaction=nonstopmode pu_shengyu_cv.tex >/dev/null && cp pu_shengyu_cv.pdf ../../cvs/蒲晟昱_简历.pdf)
(cd dorota && ../$PY make_docx.py \
   && xelatex -interaction=nonstopmode ruszczak_2026_page.tex >/dev/null \
   && pdftotext ruszczak_2026_page.pdf ruszczak_2026_page.txt \
   && pdftoppm -r 150 -png ruszczak_2026_page.pdf page && ../$PY make_photo.py)
# 厉婉珂-注册事务.md and 贲晓彤_直播电商运营.txt are written by hand directly in cvs/.
$PY check_evidence.py
