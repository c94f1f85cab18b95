#!/bin/bash
# Rebuild cvs/ from the sources. Run from src/. Needs xelatex (TeX Live, ctex), poppler, and .venv.
set -e
cd "$(dirname "$0")"
CVS=../cvs
(cd mt && xelatex -interaction=nonstopmode maren_tjelmeland_cv.tex >/dev/null && cp maren_tjelmeland_cv.pdf ../$CVS/ && rm -f *.aux *.log)
(cd cl && xelatex -interaction=nonstopmode lv_chenge_resume.tex >/dev/null && cp lv_chenge_resume.pdf ../$CVS/吕晨舸_简历.pdf && rm -f *.aux *.log)
.venv/bin/python zl/make_docx.py
# phone photo of the printed 2026 English CV of 姚振翮 (the 2021 Chinese .txt and the .md are written by hand in cvs/)
(cd yz && xelatex -interaction=nonstopmode yao_zhenhe_2026_en.tex >/dev/null && rm -f *.aux *.log \
   && pdftotext yao_zhenhe_2026_en.pdf yzh_resume_2026.page.txt && pdftoppm -r 150 -png yao_zhenhe_2026_en.pdf page \
   && ../.venv/bin/python make_photo.py && rm -f page-1.png)
