#!/bin/sh
# Rebuild every CV in ../cvs from the sources here. Needs xelatex (ctex, moderncv), poppler, and .venv.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for t in maija_halonen rory_calloway tong_langqing tendai_musoni; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp maija_halonen.pdf ../cvs/Maija_Halonen_CV.pdf
cp rory_calloway.pdf ../cvs/Calloway_Rory_DevOps.pdf
cp tong_langqing.pdf ../cvs/佟朗清_搜索算法_简历.pdf
.venv/bin/python make_docx.py
# phone photo of Tendai Musoni's page: render, keep the page text for quote checks, then photograph
pdftoppm -r 150 -png -singlefile tendai_musoni.pdf tendai_page
pdftotext tendai_musoni.pdf tendai_musoni_page.txt
.venv/bin/python make_photo.py
# delphine_arkwright_resume_2023.json, lushuhan_cv_zh.md and 游紫萱_数据分析.txt are hand-written in ../cvs
