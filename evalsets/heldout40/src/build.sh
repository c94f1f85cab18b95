#!/bin/bash
# Rebuilds every file in ../cvs/ except leila_farahani.md (written by hand).
set -e
cd "$(dirname "$0")"
mkdir -p build
for t in dariusz_malinowski_cv niu_jiaming_resume hao_zhenfeng_2026; do
  xelatex -interaction=nonstopmode -output-directory=build $t.tex >/dev/null
done
cp build/dariusz_malinowski_cv.pdf build/niu_jiaming_resume.pdf ../cvs/
# phone photo of the printed 2026 page of 郝振峰 (no text layer); its text is kept here
pdftotext -layout build/hao_zhenfeng_2026.pdf photo_page_text.txt
pdftotext build/hao_zhenfeng_2026.pdf photo_page_text_raw.txt
pdftoppm -r 150 -png -singlefile build/hao_zhenfeng_2026.pdf build/hz_page
convert build/hz_page.png -background '#cfc8b8' -rotate 1.8 build/rot.png
S=$(identify -format '%wx%h' build/rot.png)
convert -size $S radial-gradient:'#ffffff-#6a6a6a' build/vig.png
convert build/rot.png build/vig.png -compose multiply -composite -fill '#e8dcc0' -colorize 8 \
  -blur 0x0.9 -attenuate 0.5 +noise Gaussian -quality 82 -strip ../cvs/IMG_20260914_183022.jpg
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
