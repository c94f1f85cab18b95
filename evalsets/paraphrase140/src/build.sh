#!/bin/sh
# Rebuild every CV in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd urrejola && xelatex -interaction=nonstopmode matias_urrejola_cv.tex >/dev/null && cp matias_urrejola_cv.pdf ../../cvs/)
(cd mi && xelatex -interaction=nonstopmode 宓承朗_简历_2026.tex >/dev/null && cp 宓承朗_简历_2026.pdf ../../cvs/)
(cd zwanenburg && xelatex -interaction=nonstopmode jorrit_zwanenburg_cv.tex >/dev/null; cp jorrit_zwanenburg_cv.pdf ../../cvs/)  # stub icon .sty files here
(cd lian && xelatex -interaction=nonstopmode lian_zhixia.tex >/dev/null && pdftotext lian_zhixia.pdf page_text.txt && pdftoppm -r 150 -png -f 1 -l 1 lian_zhixia.pdf page)
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# ostrowicz_cv_2026.md, qu_hanwen_resume.json and mi_chenglang_resume_2018.txt are hand-written in ../cvs.
