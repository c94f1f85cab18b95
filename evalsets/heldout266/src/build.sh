#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here. Needs xelatex, fonts-noto-cjk, src/.venv
# (python-docx). The plain-text CV cvs/gideon_rauschenbach_cv_2021.txt is hand-written (no source).
set -e
cd "$(dirname "$0")"
(cd nadia && xelatex -interaction=nonstopmode nadia_sorabjee_cv.tex >/dev/null && cp nadia_sorabjee_cv.pdf ../../cvs/)
(cd leixinzhou && xelatex -interaction=nonstopmode lei_xinzhou.tex >/dev/null && cp lei_xinzhou.pdf ../../cvs/雷昕舟_FPGA_简历.pdf)
(cd wenlanxi && ../.venv/bin/python make_docx.py)
(cd gideon && ../.venv/bin/python make_docx.py)
(cd lena && ../.venv/bin/python make_json.py)
.venv/bin/python check_evidence.py
