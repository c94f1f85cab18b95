#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
(cd p1 && xelatex -interaction=nonstopmode yu_jinglan_cv.tex >/dev/null && cp yu_jinglan_cv.pdf ../../cvs/俞景澜_简历.pdf)
(cd p2 && xelatex -interaction=nonstopmode ottoline_fairbairn.tex >/dev/null && cp ottoline_fairbairn.pdf ../../cvs/Ottoline_Fairbairn_CV.pdf)   # stub fontawesome5/academicons .sty in p2/
(cd p3 && xelatex -interaction=nonstopmode villasenor_cv.tex >/dev/null && cp villasenor_cv.pdf ../../cvs/Mateo_Villasenor_CV_2026.pdf)
(cd p8 && xelatex -interaction=nonstopmode ran_shuyu.tex >/dev/null && pdftotext -layout ran_shuyu.pdf page_text.txt && pdftoppm -r 150 -png ran_shuyu.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# bu_jiayan_resume_2021.txt, f_garvey_cv.md and imani_fairclough.resume.json are hand-written directly in ../cvs.
.venv/bin/python check_evidence.py
