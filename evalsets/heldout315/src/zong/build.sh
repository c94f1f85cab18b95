#!/bin/sh
# builds cvs/宗昭衍_简历.pdf
cd "$(dirname "$0")" && xelatex -interaction=nonstopmode zong_cv.tex >/dev/null; cp zong_cv.pdf "../../cvs/宗昭衍_简历.pdf"
