#!/bin/sh
# Rebuilds everything in ../cvs. Needs xelatex (TeX Live + ctex + moderncv), poppler, and a venv with
# python-docx pypdf pillow:  python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow
# fontawesome5.sty / academicons.sty here are stubs (moderncv's icon packages are missing).
set -e
cd "$(dirname "$0")"
for t in maeve_vandermeer_cv lucan_renwick huosichen_2026 luanchuheng_page; do
  xelatex -interaction=batchmode "$t.tex" >/dev/null
done
cp maeve_vandermeer_cv.pdf ../cvs/maeve_vandermeer_cv.pdf
cp lucan_renwick.pdf ../cvs/lucan_renwick.pdf
cp huosichen_2026.pdf "../cvs/霍思辰_简历_2026.pdf"
.venv/bin/python make_docx.py
# phone photo of the GM's page: text of the page kept in luanchuheng_page.txt
pdftotext -layout luanchuheng_page.pdf luanchuheng_page.txt
pdftoppm -r 150 -png luanchuheng_page.pdf lc_page
.venv/bin/python make_photo.py
rm -f lc_page*.png
# hand-written files (not generated): ../cvs/huosichen_resume_2019.txt, ../cvs/cv_2026_grad.md,
# ../cvs/cordelia_fairweather.json
