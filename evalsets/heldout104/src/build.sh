#!/bin/bash
# Rebuild cvs/ from the sources in src/. Needs xelatex, poppler-utils and src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode jiang_yuzhou_zh.tex >/dev/null
cp jiang_yuzhou_zh.pdf ../cvs/jiang_yuzhou_cv_2026.pdf
# old English CV (2022): printed, then photographed; only the JPEG goes to cvs/
xelatex -interaction=nonstopmode jiang_yuzhou_en_2022.tex >/dev/null
pdftotext jiang_yuzhou_en_2022.pdf jiang_yuzhou_en_2022_page.txt
pdftoppm -r 150 -png jiang_yuzhou_en_2022.pdf jiang_yuzhou_en_2022
.venv/bin/python make_photo.py
# moderncv banking (icon packages stubbed: fontawesome5.sty / academicons.sty here)
xelatex -interaction=nonstopmode ratna_wulandari.tex >/dev/null
cp ratna_wulandari.pdf ../cvs/Ratna_Wulandari_CV.pdf
.venv/bin/python make_docx.py
# cvs/leonie_hartwig_cv.md and cvs/resume.json are hand-written in place
