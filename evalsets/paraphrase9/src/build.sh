#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
# fontawesome5.sty / academicons.sty in this folder are plain-letter stubs so moderncv
# compiles offline (the real icon fonts are not installed); they only affect the header icons.
set -e
cd "$(dirname "$0")"
for t in qi_wangshu_zh chengbo_xue_cv sheng_wenlan_cv; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
  cp "$t.pdf" ../cvs/
done
.venv/bin/python make_docx.py
# ksenia_valdivieso.json, 滕若愚_简历.md and pxt_resume_2026.txt are hand-written directly in ../cvs
for t in qi_wangshu_zh chengbo_xue_cv sheng_wenlan_cv; do pdftotext "$t.pdf" "$t.pdf.txt"; done
