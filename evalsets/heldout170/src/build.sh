#!/bin/sh
# Rebuild every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd by && xelatex -interaction=nonstopmode bo_yunsheng_cv.tex >/dev/null && cp bo_yunsheng_cv.pdf ../../cvs/薄云笙_光学设计_简历.pdf)
(cd ms && xelatex -interaction=nonstopmode marek_sobotka_cv.tex >/dev/null && cp marek_sobotka_cv.pdf ../../cvs/Marek_Sobotka_CV.pdf)   # stub fontawesome5/academicons .sty here
(cd qx && ../.venv/bin/python make_docx.py)
(cd ev && xelatex -interaction=nonstopmode emeric_vautrin_2026.tex >/dev/null \
   && pdftotext -layout emeric_vautrin_2026.pdf emeric_vautrin_2026_page.txt \
   && pdftoppm -r 150 -png -singlefile emeric_vautrin_2026.pdf page && ../.venv/bin/python make_photo.py)
# emeric_vautrin_cv_2019.txt and refilwe_mahlangu.resume.json are written by hand directly in ../cvs
echo built
