#!/bin/sh
# Rebuild cvs/ from src/. Run from src/. Needs xelatex, poppler, fonts-noto-cjk, and .venv
# (python-docx pypdf pillow pyyaml). The .json and .txt CVs are hand-written in cvs/.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode kasimir_wendland.tex >/dev/null && cp kasimir_wendland.pdf ../cvs/kasimir_wendland.pdf
xelatex -interaction=nonstopmode ning_yichuan.tex >/dev/null && cp ning_yichuan.pdf ../cvs/ning_yichuan_resume.pdf
.venv/bin/python make_docx.py ../cvs/滕岳松_简历.docx
xelatex -interaction=nonstopmode zhuang_xiaobei_2026.tex >/dev/null
pdftotext -layout zhuang_xiaobei_2026.pdf zhuang_xiaobei_2026_page.txt
pdftoppm -r 150 -png zhuang_xiaobei_2026.pdf zhuang_xiaobei_2026
.venv/bin/python make_photo.py
rm -f *.aux *.log
.venv/bin/python check_evidence.py
