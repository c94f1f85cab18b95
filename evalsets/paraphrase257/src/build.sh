#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python   # python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow
(cd fae && cp ../fontawesome5.sty . && xelatex -interaction=nonstopmode tian_weiqi.tex >/dev/null && cp tian_weiqi.pdf ../../cvs/tian_weiqi_fae.pdf)
(cd postdoc && xelatex -interaction=nonstopmode liao_shuangyu.tex >/dev/null && cp liao_shuangyu.pdf ../../cvs/Liao_Shuangyu_CV_2026.pdf)
(cd newgrad && xelatex -interaction=nonstopmode qi_langyu.tex >/dev/null && cp qi_langyu.pdf ../../cvs/简历_戚朗宇_自动化.pdf)
(cd photo && xelatex -interaction=nonstopmode gong_zhenting.tex >/dev/null \
   && pdftotext gong_zhenting.pdf gong_zhenting_page.txt \
   && pdftoppm -r 150 -png -singlefile gong_zhenting.pdf page && ../$PY make_photo.py)
(cd docx && ../$PY make_docx.py)
# Written by hand directly in ../cvs: shiyao_f_cv_2019.txt, 乔砚秋_搜索工程师.md, hanwen_zou.resume.json
