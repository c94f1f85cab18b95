#!/bin/bash
# Rebuilds every file in ../cvs from the sources here, then questions.yaml, then checks evidence.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
[ -x $PY ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd pu_jingran && xelatex -interaction=nonstopmode pu_jingran_cv.tex >/dev/null && cp pu_jingran_cv.pdf ../../cvs/ && rm -f *.aux *.log *.pdf)
(cd ren_qiyao && xelatex -interaction=nonstopmode ren_qiyao_cv.tex >/dev/null && cp ren_qiyao_cv.pdf ../../cvs/ && rm -f *.aux *.log *.out *.pdf)   # stub fontawesome5/academicons .sty here
(cd saskia_vellacott && xelatex -interaction=nonstopmode vellacott_cv.tex >/dev/null && cp vellacott_cv.pdf ../../cvs/saskia_vellacott_cv.pdf && rm -f *.aux *.log *.pdf)
(cd jie_yuchen && xelatex -interaction=nonstopmode jie_yuchen_cv.tex >/dev/null && pdftotext jie_yuchen_cv.pdf jie_yuchen_page_text.txt \
   && pdftoppm -r 150 -png -f 1 -l 1 jie_yuchen_cv.pdf page && ../$PY make_photo.py && rm -f page-1.png *.aux *.log *.pdf)
$PY weng_ruolan/make_docx.py
$PY qin_jiashu/make_docx.py
# hand-written (copies in handwritten/), stored directly in ../cvs: 覃嘉树_简历_2019.txt, shaoheng_lu_plant_manager.md, nadia_kettlewell.resume.json
$PY gen_questions.py
$PY check_evidence.py
