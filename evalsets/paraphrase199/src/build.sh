#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
(cd a_tarbuck && xelatex -interaction=nonstopmode marek_tarbuck_cv.tex >/dev/null && cp marek_tarbuck_cv.pdf ../../cvs/)
(cd c_fu && xelatex -interaction=nonstopmode fu_yuezhi_cv.tex >/dev/null && cp fu_yuezhi_cv.pdf ../../cvs/付岳峙_结构工程师.pdf)
(cd e_veerappan && xelatex -interaction=nonstopmode shalini_veerappan_cv_2026.tex >/dev/null && cp shalini_veerappan_cv_2026.pdf ../../cvs/)
(cd f_ou && xelatex -interaction=nonstopmode ou_zhijian_cv.tex >/dev/null && pdftotext ou_zhijian_cv.pdf ou_zhijian_page_text.txt && pdftoppm -r 150 -png -f 1 -l 1 ou_zhijian_cv.pdf page)
.venv/bin/python make_photo.py f_ou/page-1.png ../cvs/IMG_20261103_网络工程师简历.jpg
.venv/bin/python make_docx.py
# 翟允墨_前端.md, shalini_veerappan_cv_2019.txt and qiu_haoyan.resume.json are hand-written directly in ../cvs
.venv/bin/python check_evidence.py
