#!/bin/bash
# Rebuild heldout9/cvs from src/. Needs xelatex (TeX Live with moderncv, ctex, xeCJK, paracol,
# fontawesome5), fonts-noto-cjk, poppler-utils and the venv in src/.venv (python-docx, pypdf, pillow).
# The .md/.txt CVs are written by hand directly in cvs/.
set -e
cd "$(dirname "$0")"
cd tex
for f in xu_jingyi_zh jingyi_xu_cv arjun_menon guoyuxin_resume elena_petrova_cv rebecca_stein_cv \
         peng_lixin_2026 wu_qingyang_resume yangshuo_cv; do
  xelatex -interaction=batchmode "$f.tex" >/dev/null
done
cp xu_jingyi_zh.pdf jingyi_xu_cv.pdf arjun_menon.pdf guoyuxin_resume.pdf elena_petrova_cv.pdf \
   rebecca_stein_cv.pdf peng_lixin_2026.pdf wu_qingyang_resume.pdf ../../cvs/
# phone photo of the printed one-page yangshuo_cv.pdf (no text layer); its text is kept in src/
pdftotext yangshuo_cv.pdf ../yangshuo_cv_photo.page.txt
pdftoppm -r 150 -png -singlefile yangshuo_cv.pdf /tmp/ys_page
cd ..
.venv/bin/python make_photo.py /tmp/ys_page.png ../cvs/yangshuo_cv_photo.jpg
.venv/bin/python make_docx.py
