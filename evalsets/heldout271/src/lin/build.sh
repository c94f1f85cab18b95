#!/bin/sh
cd "$(dirname "$0")" && xelatex -interaction=nonstopmode lin_zhiheng_resume.tex && cp lin_zhiheng_resume.pdf ../../cvs/蔺知衡_简历.pdf
