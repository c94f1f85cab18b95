#!/bin/bash
# Rebuilds the generated CVs. fontawesome5.sty / academicons.sty here are local stubs because
# texlive-fonts-extra is not installed (moderncv loads them for its contact icons).
set -e
cd "$(dirname "$0")"
for f in song_lanqing_zh tamsin_achterberg_cv cv_2026; do
  xelatex -interaction=nonstopmode "$f.tex" >/dev/null
  cp "$f.pdf" ../cvs/
done
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
# lanqing_song_en.md, 瞿文骏_求职简历.txt and 管若曦_简历.md are hand-written directly in ../cvs/
