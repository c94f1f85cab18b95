#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
(cd ca && xelatex -interaction=nonstopmode meenakshi_raghunathan_cv.tex && cp meenakshi_raghunathan_cv.pdf ../../cvs/)
(cd pd && xelatex -interaction=nonstopmode mi_siheng_cv_zh.tex && cp mi_siheng_cv_zh.pdf ../../cvs/)
(cd soc && xelatex -interaction=nonstopmode gareth_pengelly_cv.tex && cp gareth_pengelly_cv.pdf ../../cvs/)
# phone photo: render the page, keep its text for quote checks, then fake a photo (no text layer)
(cd ng && xelatex -interaction=nonstopmode zong_yinuo_zh.tex && pdftotext zong_yinuo_zh.pdf zong_yinuo_photo_page.txt \
   && pdftoppm -r 150 -png zong_yinuo_zh.pdf page && ../.venv/bin/python ../photo.py page-1.png ../../cvs/IMG_20261118_0931.jpg)
.venv/bin/python make_docx.py
# cvs/ziyue_leng.resume.json, cvs/lichen_kuang_resume_2026.md and cvs/况立宸_简历_2023.txt are hand-written.
