#!/bin/sh
# two-column Chinese résumé (ctexart + paracol)
cd "$(dirname "$0")" && xelatex -interaction=nonstopmode li_suining_cv.tex >/dev/null && cp li_suining_cv.pdf "../../cvs/黎穗宁_简历.pdf"
