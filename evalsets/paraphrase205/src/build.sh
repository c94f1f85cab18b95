#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
# fontawesome5.sty / academicons.sty here are stubs (moderncv's icon packages are not installed)
for t in bei_jinchuan_zh zang_weiran_cv meilin_xie_resume fang_zhixing_cv; do
  xelatex -interaction=batchmode "$t.tex" >/dev/null
done
cp bei_jinchuan_zh.pdf zang_weiran_cv.pdf meilin_xie_resume.pdf ../cvs/
.venv/bin/python make_docx.py
# phone photo of Fang Zhixing's page (text kept in fang_zhixing_photo_page.txt)
pdftotext -layout fang_zhixing_cv.pdf fang_zhixing_photo_page.txt
pdftoppm -r 150 -png -singlefile fang_zhixing_cv.pdf fang_page
.venv/bin/python make_photo.py
# ran_xiaodi_教学设计.md, tan_yizhou_2021.txt and tan_yizhou_resume.json are hand-written in ../cvs
