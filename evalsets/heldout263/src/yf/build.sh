#!/bin/sh
# newer CV of Yasmin Farouqi: typeset, keep its text, then turn the page into a phone photo (no text layer)
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode yasmin_farouqi_2026.tex >/dev/null
pdftotext yasmin_farouqi_2026.pdf yasmin_farouqi_2026_page.txt
pdftoppm -r 150 -png -singlefile yasmin_farouqi_2026.pdf page
../.venv/bin/python photo.py page.png ../../cvs/IMG_20261014_183522.jpg
