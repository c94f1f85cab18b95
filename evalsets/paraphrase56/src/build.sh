#!/bin/sh
# Rebuilds every CV in ../cvs from the sources here. Needs xelatex (ctex, moderncv), poppler, and
# the venv: python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow pyyaml
# fontawesome5.sty / academicons.sty are empty icon stubs (those packages are not installed here).
set -e
cd "$(dirname "$0")"
for f in haraldsen_moderncv chi_muyuan_ctex hazel_lo_awesome rong_zhibai_2026_photo; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null
done
cp haraldsen_moderncv.pdf ../cvs/linus_haraldsen_cv.pdf
cp chi_muyuan_ctex.pdf ../cvs/迟慕远_简历.pdf
cp hazel_lo_awesome.pdf ../cvs/hazel_lo_resume.pdf
pdftotext -layout rong_zhibai_2026_photo.pdf rong_zhibai_2026_photo.txt
pdftoppm -r 150 -png -f 1 -l 1 rong_zhibai_2026_photo.pdf /tmp/rzb
.venv/bin/python make_photo.py          # phone photo (Pillow; ImageMagick is not installed)
.venv/bin/python make_docx.py           # the two DOCX CVs
# lou_qingzhe.md, anqi_wu.resume.json and 戎知白_简历_2020.txt are written by hand in ../cvs
rm -f *.aux *.log *.out
.venv/bin/python check_evidence.py
