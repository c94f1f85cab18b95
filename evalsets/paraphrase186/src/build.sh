#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Run from src/.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
xelatex -interaction=nonstopmode wu_chengyi_zh.tex >/dev/null && cp wu_chengyi_zh.pdf ../cvs/伍承翊_简历_2026.pdf
xelatex -interaction=nonstopmode ryu_seoyeon.tex >/dev/null && cp ryu_seoyeon.pdf ../cvs/Ryu_SeoYeon_CV.pdf
TEXINPUTS=./stubs: xelatex -interaction=nonstopmode hasselbach_moderncv.tex >/dev/null && cp hasselbach_moderncv.pdf ../cvs/Juergen_Hasselbach_CV.pdf
xelatex -interaction=nonstopmode jing_huiyan_zh.tex >/dev/null
pdftotext -layout jing_huiyan_zh.pdf jing_huiyan_photo_page.txt
pdftoppm -r 150 -png jing_huiyan_zh.pdf jh_page && .venv/bin/python make_photo.py && rm -f jh_page-1.png
.venv/bin/python make_docx.py
# vo_thanh_tam_cv.md, 乔以默_简历.txt and pu_zhaoyi.resume.json are hand-written directly in ../cvs
rm -f *.aux *.log
.venv/bin/python check_evidence.py
