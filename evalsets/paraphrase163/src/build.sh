#!/bin/bash
# Rebuild cvs/ from src/. Needs xelatex (TeX Live), fonts-noto-cjk, poppler, and src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
SRC=$PWD; OUT=$SRC/../cvs; TMP=$(mktemp -d)
export TEXINPUTS=$SRC//:
for t in brechtel_cv pan_shuoyan_cv jiang_wancheng_resume liang_qizhou_page; do
  [ -f $t.tex ] || continue
  (cd $TMP && xelatex -interaction=nonstopmode $SRC/$t.tex >/dev/null && xelatex -interaction=nonstopmode $SRC/$t.tex >/dev/null)
done
cp $TMP/brechtel_cv.pdf "$OUT/Florian_Brechtel_CV.pdf"
cp $TMP/pan_shuoyan_cv.pdf "$OUT/PanShuoyan_CV_2026.pdf"
cp $TMP/jiang_wancheng_resume.pdf "$OUT/姜晚澄_简历.pdf"
# phone photo of the SRE's one-page CV: render, then Pillow effects (no text layer)
pdftotext -layout $TMP/liang_qizhou_page.pdf $SRC/photo_page_text.txt
pdftoppm -r 150 -png -singlefile $TMP/liang_qizhou_page.pdf $TMP/page
.venv/bin/python make_photo.py $TMP/page.png "$OUT/IMG_20261104_093512.jpg"
.venv/bin/python make_docx.py "$OUT"
cp ooi_mei_ling.md "$OUT/ooi_mei_ling_resume.md"
cp gu_yanlin_2025.txt "$OUT/顾砚霖_简历_2025.txt"
cp imke_trautwein.json "$OUT/resume.json"
rm -rf $TMP
