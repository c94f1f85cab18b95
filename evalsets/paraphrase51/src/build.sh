#!/bin/bash
# Rebuilds cvs/ of paraphrase51 from src/. Needs xelatex (moderncv, ctex), poppler, the venv in src/.venv.
set -e
cd "$(dirname "$0")"
T=$(mktemp -d)
for f in lanting_zhou_cv gong_chengyuan_zh clemence_ravoux_cv; do
  xelatex -interaction=nonstopmode -output-directory="$T" $f.tex >/dev/null
  cp "$T/$f.pdf" ../cvs/
done
# the photographed page: PDF -> PNG -> phone photo (no text layer); its text is kept in src/
xelatex -interaction=nonstopmode -output-directory="$T" qinyu_lang_cv.tex >/dev/null
cp "$T/qinyu_lang_cv.pdf" .
pdftotext qinyu_lang_cv.pdf qinyu_lang_cv_page1.txt
pdftoppm -r 150 -png qinyu_lang_cv.pdf "$T/ql"
.venv/bin/python make_photo.py "$T/ql-1.png" ../cvs/qinyu_lang_cv_photo.jpg
.venv/bin/python make_docx.py
# cvs/yucheng_zhan_resume_2021.txt, cvs/詹宇澄_SRE_2026.md and cvs/ge_yuanzhou_resume.json are hand-written.
.venv/bin/python make_questions.py
.venv/bin/python check_evidence.py
