#!/bin/sh
# Rebuild all CV files of paraphrase77 from sources.
set -e
cd "$(dirname "$0")/tex"
for f in qiaoyu_shen_cv jinrui_tao_resume zhong_qinyi_cv kuang_leyao_page; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp qiaoyu_shen_cv.pdf jinrui_tao_resume.pdf zhong_qinyi_cv.pdf ../../cvs/
pdftotext kuang_leyao_page.pdf ../kuang_leyao_page_text.txt
pdftoppm -r 150 -png -singlefile kuang_leyao_page.pdf ../kuang_leyao_page
cd .. && .venv/bin/python make_docx.py && .venv/bin/python make_photo.py && rm -f kuang_leyao_page.png
# haoyue_qin_resume_2026.md, 覃浩越_前端_2022.txt and mou_zhengyang.resume.json are hand-written in cvs/.
