#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd tan && xelatex -interaction=batchmode tan_yongchuan.tex && cp tan_yongchuan.pdf ../../cvs/谈永川_简历.pdf)
(cd blakiston && xelatex -interaction=batchmode henrietta_blakiston.tex && cp henrietta_blakiston.pdf ../../cvs/Henrietta_Blakiston_CV.pdf)
.venv/bin/python make_docx.py
sh lin/build.sh
# cvs/ingrid_marrable.resume.json and cvs/muchuan_lin_cv_2021.md are written by hand (they are their own source).
