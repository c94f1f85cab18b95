#!/bin/sh
# build the moderncv classic CV of Theo Ravensworth
cd "$(dirname "$0")" && xelatex -interaction=nonstopmode theo_ravensworth_cv.tex >/dev/null && cp theo_ravensworth_cv.pdf ../../cvs/Theo_Ravensworth_CV.pdf
