#!/bin/sh
# Rebuild all CV files from sources. Run from the set folder (paraphrase141/).
set -e
python3 -m venv src/.venv 2>/dev/null || true
src/.venv/bin/pip install -q python-docx pypdf pillow pyyaml
cd src/tex
# fontawesome5.sty / academicons.sty here are stubs (moderncv's icon packages are not installed)
for f in jia_weiran_zh hao_qinglang_zh dunja_petrovic_cv elio_marchesini_cv; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cd ../..
cp src/tex/jia_weiran_zh.pdf cvs/贾蔚然_简历.pdf
cp src/tex/dunja_petrovic_cv.pdf cvs/Dunja_Petrovic_CV.pdf
cp src/tex/elio_marchesini_cv.pdf cvs/elio_marchesini_resume.pdf
pdftotext src/tex/hao_qinglang_zh.pdf src/hao_qinglang_photo_page.txt
pdftoppm -r 150 -png src/tex/hao_qinglang_zh.pdf src/hao_page
src/.venv/bin/python src/make_photo.py && rm -f src/hao_page-1.png
src/.venv/bin/python src/make_docx.py
# the .md, .txt and .json CVs are hand-written directly in cvs/
src/.venv/bin/python src/make_questions.py
src/.venv/bin/python src/check_evidence.py
