#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode zhai_wanqing.tex >/dev/null && cp zhai_wanqing.pdf ../cvs/翟宛晴_数据科学家.pdf
(cd mcv && xelatex -interaction=nonstopmode soltysiak_2026.tex >/dev/null || true) && cp mcv/soltysiak_2026.pdf ../cvs/Jakub_Soltysiak_CV_2026.pdf   # stub fontawesome5.sty in mcv/
xelatex -interaction=nonstopmode cienfuegos_awesome.tex >/dev/null && cp cienfuegos_awesome.pdf ../cvs/Valeria_Cienfuegos_CV.pdf
xelatex -interaction=nonstopmode zhang_zhentao_page.tex >/dev/null
pdftotext -layout zhang_zhentao_page.pdf zhang_zhentao_page.txt      # text of the photographed page
rm -f zz_page*.png && pdftoppm -r 150 -png zhang_zhentao_page.pdf zz_page && .venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# hand-written: ../cvs/雎婉宁_法务简历.md, ../cvs/jakub_soltysiak_cv_2022.txt, ../cvs/yan_jiahui.resume.json
