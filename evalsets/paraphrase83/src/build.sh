#!/bin/sh
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
[ -x $PY ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
(cd hoekstra && xelatex -interaction=nonstopmode hoekstra_cv.tex >/dev/null && cp hoekstra_cv.pdf ../../cvs/liesbeth_hoekstra_cv.pdf)
(cd jie_wentao && xelatex -interaction=nonstopmode jie_wentao_cv.tex >/dev/null && cp jie_wentao_cv.pdf ../../cvs/揭文韬_简历.pdf)
(cd lu_zhengqian && xelatex -interaction=nonstopmode lu_zhengqian_resume.tex >/dev/null && cp lu_zhengqian_resume.pdf ../../cvs/Lu_Zhengqian_Resume_2026.pdf)
$PY qiu_huimin/make_docx.py ../cvs/裘慧敏-人力资源总监.docx
$PY phan_thanh_huy/make_docx.py ../cvs/PhanThanhHuy_CountryManager.docx
(cd mi_ruolin && xelatex -interaction=nonstopmode mi_ruolin_cv.tex >/dev/null \
  && pdftotext -layout mi_ruolin_cv.pdf mi_ruolin_page_text.txt \
  && pdftoppm -r 150 -png -singlefile mi_ruolin_cv.pdf page \
  && ../$PY make_photo.py ../../cvs/IMG_20261102_093514.jpg)
cp handwritten/* ../cvs/   # .md, .txt and .json CVs are hand-written
$PY make_questions.py
$PY check_evidence.py
