#!/bin/sh
# builds cvs/rosalind_nkabinde_cv.pdf
cd "$(dirname "$0")" && xelatex -interaction=nonstopmode rosalind_nkabinde_cv.tex >/dev/null && cp rosalind_nkabinde_cv.pdf ../../cvs/
