#!/bin/sh
# Rebuild every CV of paraphrase44 into ../cvs (run from src/)
set -e
cd "$(dirname "$0")"
for t in tao_lingyun_zh soraya_haddou kang_yiling_2026 oyvind_karlsen; do xelatex -interaction=batchmode $t.tex >/dev/null; done
cp tao_lingyun_zh.pdf soraya_haddou.pdf ../cvs/
cp kang_yiling_2026.pdf ../cvs/kang_yiling_cv_2026.pdf
pdftotext -layout oyvind_karlsen.pdf oyvind_karlsen_page.txt
pdftoppm -r 150 -png -singlefile oyvind_karlsen.pdf oyvind_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
#康奕玲_简历_2021.txt, di_ruoxuan_resume.md and qingmo_zhai.resume.json are hand-written directly in ../cvs
