#!/bin/sh
# Rebuild the one PDF in cvs/; the .md and .txt CVs were written by hand directly into cvs/.
set -e
cd "$(dirname "$0")/whitaker"
xelatex -interaction=nonstopmode caroline_whitaker_cv.tex >/dev/null
cp caroline_whitaker_cv.pdf ../../cvs/
