#!/bin/bash
# Rebuilds all six files in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
# 1) Dragoș Voinescu — moderncv classic (nosymbols: no icon fonts), English, 2 pages
(cd rs && xelatex -interaction=nonstopmode dragos_voinescu.tex >/dev/null && cp dragos_voinescu.pdf ../../cvs/)
# 2) 邬晴川 — xeCJK one-column Chinese résumé
(cd ur && xelatex -interaction=nonstopmode wu_qingchuan.tex >/dev/null && cp wu_qingchuan.pdf ../../cvs/邬晴川_用户研究.pdf)
# 3) 喻知禾 — Chinese DOCX, one table per job
.venv/bin/python fc/make_docx.py
# 4) Sipho Maseko — JSON Resume, hand-written directly in ../cvs/sipho_maseko.resume.json (no build step)
# 5) Róisín Fitzgerald — old CV is hand-written plain text ../cvs/roisin_fitzgerald_cv_2021.txt;
#    new CV: LaTeX page -> PNG -> Pillow "phone photo" JPG (no text layer); page text kept for checking
(cd nu && xelatex -interaction=nonstopmode roisin_fitzgerald_2026.tex >/dev/null \
  && pdftotext roisin_fitzgerald_2026.pdf roisin_fitzgerald_2026_page_text.txt \
  && pdftoppm -r 150 -png roisin_fitzgerald_2026.pdf page \
  && ../.venv/bin/python make_photo.py page-1.png ../../cvs/IMG_20261103_184212.jpg && rm -f page-1.png)
rm -f */*.aux */*.log */*.out
echo done
