#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
PY=./.venv/bin/python
(cd p2 && TEXINPUTS=.:./stub: xelatex -interaction=nonstopmode ellingham.tex >/dev/null && cp ellingham.pdf ../../cvs/margot_ellingham_cv.pdf)
(cd p8 && xelatex -interaction=nonstopmode zuo_manting.tex >/dev/null && cp zuo_manting.pdf ../../cvs/Zuo_Manting_HeadOfData.pdf)
(cd p6 && xelatex -interaction=nonstopmode shao_yushan.tex >/dev/null && cp shao_yushan.pdf ../../cvs/邵雨杉_风控模型_简历.pdf)
(cd p7 && xelatex -interaction=nonstopmode shan_zihang.tex >/dev/null && pdftotext shan_zihang.pdf page_text.txt \
   && pdftoppm -r 150 -png -singlefile shan_zihang.pdf page && ../.venv/bin/python photo.py)
$PY make_docx.py
# nurul_syafiqah_roslan.md, 娄展鹏_简历_2023.txt and lou_zhanpeng_resume.json are hand-written directly in ../cvs
