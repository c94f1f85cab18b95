#!/bin/sh
# builds ../../cvs/ewan_kirkbride_cv.pdf (stub icon packages in this folder)
cd "$(dirname "$0")" && xelatex -interaction=nonstopmode ewan_kirkbride_cv.tex && cp ewan_kirkbride_cv.pdf ../../cvs/
