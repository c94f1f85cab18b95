#!/bin/bash
# Rebuilds every file in ../cvs from these sources. Needs xelatex (moderncv, ctex), poppler, src/.venv.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
[ -x .venv/bin/python ] && .venv/bin/pip install -q python-docx pypdf pillow
(cd moderncv && xelatex -interaction=nonstopmode jonas_wetterau.tex >/dev/null && cp jonas_wetterau.pdf ../../cvs/jonas_wetterau_cv.pdf)
(cd zh_pdf && xelatex -interaction=nonstopmode feng_jingcheng.tex >/dev/null && cp feng_jingcheng.pdf "../../cvs/冯景澄_飞控固件_简历.pdf")
.venv/bin/python make_docx.py
(cd photo && xelatex -interaction=nonstopmode yu_shuran_2026.tex >/dev/null && pdftotext yu_shuran_2026.pdf yu_shuran_2026_page_text.txt \
   && rm -f page*.png && pdftoppm -r 150 -png yu_shuran_2026.pdf page && ../.venv/bin/python make_photo.py)
# cvs/shuran_yu_resume_2022.md and cvs/任雅萍-区域经理.txt are hand-written; their sources are the files themselves.
