#!/bin/bash
# Rebuilds the generated CV files in ../cvs. The .md, .txt and .json CVs are hand-written in cvs/.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
(cd rf && xelatex -interaction=nonstopmode fenella_grosvenor.tex >/dev/null && cp fenella_grosvenor.pdf ../../cvs/fenella_grosvenor_cv.pdf)
(cd recsys && xelatex -interaction=nonstopmode wan_heming.tex >/dev/null && cp wan_heming.pdf "../../cvs/万鹤鸣_推荐算法.pdf")
(cd hydro && xelatex -interaction=nonstopmode nomvula_khumalo.tex >/dev/null && cp nomvula_khumalo.pdf ../../cvs/Khumalo_N_CV_2026.pdf)
(cd designer && xelatex -interaction=nonstopmode gong_tinglan.tex >/dev/null && pdftotext gong_tinglan.pdf gong_tinglan_page.txt && pdftoppm -r 150 -png -singlefile gong_tinglan.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
.venv/bin/python check_evidence.py
