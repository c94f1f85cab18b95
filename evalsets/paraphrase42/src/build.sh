#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in tan_mingshu_2026 ragnhild_solheim agnieszka_wrobel mateusz_grabowski; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null
done
cp tan_mingshu_2026.pdf ../cvs/谈明舒_存储_2026.pdf
cp ragnhild_solheim.pdf ../cvs/Ragnhild_Solheim_CV.pdf
cp agnieszka_wrobel.pdf ../cvs/AWrobel_resume.pdf
# phone photo of the RF engineer's page (page text kept in mateusz_grabowski_page1.txt)
pdftotext -f 1 -l 1 mateusz_grabowski.pdf mateusz_grabowski_page1.txt
pdftoppm -r 150 -png -f 1 -l 1 mateusz_grabowski.pdf mg_page
.venv/bin/python photo_effect.py mg_page-1.png ../cvs/IMG_20261103_181442.jpg
.venv/bin/python make_docx.py
# written by hand directly in ../cvs: 谈明舒_简历_2022.txt, xinyan_yang_cv.md, tu_yizhou_resume.json
rm -f *.aux *.log *.out mg_page-1.png
.venv/bin/python make_questions.py   # -> ../questions.yaml
.venv/bin/python check_evidence.py
