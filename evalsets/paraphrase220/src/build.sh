#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here. Needs xelatex (ctex, moderncv), poppler, the venv.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for t in wancheng_yu buyinglan_zh theodora_lam xianbowen_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp wancheng_yu.pdf ../cvs/wancheng_yu_cv.pdf
cp buyinglan_zh.pdf ../cvs/卜映岚_简历.pdf
cp theodora_lam.pdf "../cvs/Theodora Lam CV 2026.pdf"
pdftotext -layout xianbowen_zh.pdf xianbowen_page_text.txt      # text of the photographed page
pdftoppm -r 150 -png xianbowen_zh.pdf xianbowen_page
.venv/bin/python make_photo.py                                   # -> ../cvs/IMG_20261103_冼博闻简历.jpg
.venv/bin/python make_docx.py                                    # -> 佟立恺-质量经理.docx, felicity_mok_resume.docx
rm -f *.aux *.log *.out xianbowen_page-1.png
# marisol_quenby_2023.md, marisol_quenby_cv_2026.txt and resume.json are written by hand in ../cvs
.venv/bin/python check_evidence.py
