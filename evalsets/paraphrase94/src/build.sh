#!/bin/bash
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, pdftotext/pdftoppm,
# fonts-noto-cjk/fandol, and src/.venv with python-docx, pypdf, pillow, pyyaml.
set -e
cd "$(dirname "$0")"
S=$PWD; C=$S/../cvs
(cd liang_weiqi && xelatex -interaction=nonstopmode weiqi_liang_cv.tex >/dev/null && cp weiqi_liang_cv.pdf "$C/")
(cd shou_lanfeng && xelatex -interaction=nonstopmode shou_lanfeng_zh.tex >/dev/null && cp shou_lanfeng_zh.pdf "$C/")
# moderncv: stub fontawesome5.sty / academicons.sty sit next to the .tex (icons are missing in this TeX Live)
(cd yu_mingjun && xelatex -interaction=nonstopmode mingjun_yu_cv.tex >/dev/null || true; cp mingjun_yu_cv.pdf "$C/")
# 喻明钧_简历_2022.txt, shaoyu_qian_backend.md and resume_xu_mingyao.json are written by hand directly in cvs/
.venv/bin/python make_docx.py
(cd guan_lanzhou && xelatex -interaction=nonstopmode guan_lanzhou_zh.tex >/dev/null && pdftotext guan_lanzhou_zh.pdf page_text.txt && pdftoppm -r 150 -png guan_lanzhou_zh.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python check_evidence.py
