#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
mkdir -p build
# stub icon packages (moderncv's fontawesome5/academicons are not installed)
cd build
{ echo '\ProvidesPackage{fontawesome5}'; echo '\newcommand{\faIcon}[2][]{}'
  grep -oh '\\fa[A-Z][A-Za-z]*' /usr/share/texlive/texmf-dist/tex/latex/moderncv/*.sty | sort -u | grep -v faIcon | while read -r c; do echo "\\providecommand{$c}[1][]{}"; done; } > fontawesome5.sty
{ echo '\ProvidesPackage{academicons}'
  grep -oh '\\ai[A-Z][A-Za-z]*' /usr/share/texlive/texmf-dist/tex/latex/moderncv/*.sty | sort -u | while read -r c; do echo "\\providecommand{$c}[1][]{}"; done; } > academicons.sty
for t in mikkel_sandahl_cv xie_yunyi_resume orlaith_brannagh_2026; do
  TEXINPUTS=.: xelatex -interaction=nonstopmode ../$t.tex >/dev/null
done
cp mikkel_sandahl_cv.pdf xie_yunyi_resume.pdf ../../cvs/
pdftotext -layout orlaith_brannagh_2026.pdf ../orlaith_brannagh_2026_page.txt
pdftoppm -r 150 -png orlaith_brannagh_2026.pdf orlaith_page
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# cvs/游婧岚_临床药师.md and cvs/orlaith_brannagh_cv_2021.txt are written by hand (no build step)
