#!/bin/sh
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
# moderncv (classic, letters icons; fontawesome5/academicons stubs live next to the .tex)
(cd sigrun && xelatex -interaction=nonstopmode sigrun_eidsvik_cv.tex >/dev/null) && cp sigrun/sigrun_eidsvik_cv.pdf ../cvs/
# ctex Chinese CV
(cd xue && xelatex -interaction=nonstopmode xue_wangshu.tex >/dev/null) && cp xue/xue_wangshu.pdf ../cvs/薛望舒_简历.pdf
# awesome-cv look-alike (own preamble)
(cd lan && xelatex -interaction=nonstopmode lan_yuqing_resume.tex >/dev/null) && cp lan/lan_yuqing_resume.pdf ../cvs/Lan_Yuqing_Resume_2026.pdf
# DOCX (English + Chinese with tables)
.venv/bin/python make_docx.py
# phone photo of the illustrator's one-page CV; page text kept in hollowell/hollowell_page_text.txt
(cd hollowell && xelatex -interaction=nonstopmode hollowell_cv.tex >/dev/null && pdftotext hollowell_cv.pdf hollowell_page_text.txt && pdftoppm -r 150 -png hollowell_cv.pdf page)
.venv/bin/python photo.py hollowell/page-1.png ../cvs/IMG_20261102_184511.jpg && rm -f hollowell/page-1.png
# bao_chengyuan_cv_2026.md, 鲍承远_简历_2023.txt and kwabena_asante_resume.json are hand-written directly in ../cvs
