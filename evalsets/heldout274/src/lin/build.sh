#!/bin/sh
# rebuild the photographed Chinese CV of Lin Muchuan
cd "$(dirname "$0")"
xelatex -interaction=batchmode lin_muchuan_2026.tex
pdftotext lin_muchuan_2026.pdf lin_muchuan_2026_page1.txt
pdftoppm -r 150 -png -singlefile lin_muchuan_2026.pdf page
../.venv/bin/python -c "from PIL import Image; im=Image.open('page.png'); im.crop((0,0,im.width,int(im.height*0.55))).save('page_crop.png')"
../.venv/bin/python make_photo.py page_crop.png ../../cvs/IMG_20261012_093214.jpg
