#!/usr/bin/env bash
# Rebuilds every file in ../cvs from the sources in this folder.
# Needs: xelatex (TeX Live with moderncv, ctex, paracol, tikz), poppler-utils, fonts-noto-cjk,
# and a venv: python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow pyyaml
set -euo pipefail
cd "$(dirname "$0")"
CVS=../cvs
# 1) moderncv classic (EN); fontawesome5/academicons are stubs (icon packages not installed)
(cd malthe && xelatex -interaction=nonstopmode malthe_kjaersgaard.tex >/dev/null && xelatex -interaction=nonstopmode malthe_kjaersgaard.tex >/dev/null)
cp malthe/malthe_kjaersgaard.pdf "$CVS/malthe_kjaersgaard.pdf"
# 2) ctex two-column résumé with tikz skill bars (ZH)
(cd zheng && xelatex -interaction=nonstopmode zheng_wangzhou_resume.tex >/dev/null)
cp zheng/zheng_wangzhou_resume.pdf "$CVS/郑望舟_简历.pdf"
# 3) DOCX, two-column table layout (EN)
.venv/bin/python make_docx.py
# 4) 姚澈言-质谱-简历.md and honor_tregenza_cv_2022.txt are hand-written directly in cvs/
# 5) phone photo of Honor Tregenza's 2026 CV: render, keep the page text, photograph with Pillow
(cd honor && xelatex -interaction=nonstopmode honor_tregenza_2026.tex >/dev/null \
  && pdftotext honor_tregenza_2026.pdf honor_tregenza_2026_page_text.txt \
  && pdftoppm -r 150 -png -singlefile honor_tregenza_2026.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python check_evidence.py
