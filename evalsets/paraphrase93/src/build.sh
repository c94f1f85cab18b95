#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for d in kj jcz ri swz; do
  for t in $d/*.tex; do (cd $d && xelatex -interaction=nonstopmode "$(basename $t)" >/dev/null); done
done
cp kj/anders_kjeldgaard.pdf jcz/jia_chengze_zh.pdf ri/rosamund_iheanacho.pdf ../cvs/
(cd swz && pdftotext shang_wenzhou_zh.pdf shang_wenzhou_page_text.txt && pdftoppm -r 150 -png -singlefile shang_wenzhou_zh.pdf page)
.venv/bin/python photo.py
.venv/bin/python make_docx.py
# rasmus_ekholm.md, song_wanyi.resume.json and 原静姝_简历_2021.txt are hand-written directly in ../cvs
