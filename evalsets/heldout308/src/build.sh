#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow pyyaml
(cd rowan_ferrier && xelatex -interaction=nonstopmode rowan_ferrier.tex >/dev/null && cp rowan_ferrier.pdf ../../cvs/rowan_ferrier_cv.pdf)
(cd xiang_yurou && xelatex -interaction=nonstopmode xiang_yurou_zh.tex >/dev/null && cp xiang_yurou_zh.pdf ../../cvs/项语柔_简历.pdf)
.venv/bin/python qiu_shuyue/make_docx.py
(cd tan_jingwei_photo && xelatex -interaction=nonstopmode tan_jingwei_zh_2023.tex >/dev/null \
  && pdftotext -layout tan_jingwei_zh_2023.pdf tan_jingwei_zh_2023.txt \
  && pdftoppm -r 150 -png tan_jingwei_zh_2023.pdf page && ../.venv/bin/python make_photo.py)
# cvs/jingwei_tan_resume_2026.md and cvs/zhan_muge.resume.json are written by hand (no build step).
