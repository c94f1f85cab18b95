#!/bin/sh
# stub fontawesome5/academicons (icon packages are not installed)
cd "$(dirname "$0")" && xelatex -interaction=nonstopmode torben_ulvestad_cv.tex && cp torben_ulvestad_cv.pdf ../../cvs/
