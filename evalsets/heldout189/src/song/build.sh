#!/bin/sh
cd "$(dirname "$0")" && xelatex -interaction=nonstopmode song_jiayu_resume.tex && cp song_jiayu_resume.pdf ../../cvs/
