#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
# 1. moderncv banking (English). fontawesome5.sty / academicons.sty in ibekwe/ are stubs (icons missing).
(cd ibekwe && xelatex -interaction=nonstopmode thaddeus_ibekwe_cv.tex >/dev/null && cp thaddeus_ibekwe_cv.pdf ../../cvs/)
# 2. ctex résumé (Chinese), grey job bands.
(cd yu && xelatex -interaction=nonstopmode yu_yanhe_resume.tex >/dev/null && cp yu_yanhe_resume.pdf ../../cvs/)
# 3. DOCX, two columns made with a 1x2 table.
.venv/bin/python make_docx.py
# 4. Markdown (Chinese) and plain text (English, 2019) are hand-written; copies of both are kept here.
cp 逯晗舟_感知算法.md maelle_brodersen_cv_2019.txt ../cvs/
# 5. Phone photo of the 2026 CV: LaTeX -> PDF -> page text (kept here) -> PNG -> Pillow effects -> JPG.
(cd brodersen && xelatex -interaction=nonstopmode maelle_brodersen_cv_2026.tex >/dev/null \
  && pdftotext -layout maelle_brodersen_cv_2026.pdf maelle_brodersen_cv_2026_page_text.txt \
  && pdftoppm -r 150 -png -singlefile maelle_brodersen_cv_2026.pdf page && ../.venv/bin/python make_photo.py)
.venv/bin/python check_evidence.py
