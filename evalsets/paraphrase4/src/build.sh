#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
CVS="$HERE/../cvs"
mkdir -p "$CVS"
cd "$HERE/tex"
for f in xie_wanning_zh jonas_weber_cv arvind_krishnan cv_embedded_2026; do
  xelatex -interaction=nonstopmode "$f.tex" >/dev/null
  xelatex -interaction=nonstopmode "$f.tex" >/dev/null
  cp "$f.pdf" "$CVS/$f.pdf"
done
rm -f *.aux *.log *.out
cp "$HERE"/text/* "$CVS/"
"$HERE/.venv/bin/python" "$HERE/make_docx.py"
ls -l "$CVS"
