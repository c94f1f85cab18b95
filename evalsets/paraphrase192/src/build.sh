#!/bin/sh
# Rebuild every CV in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for t in dai_mingyuan_2022_zh mingyuan_dai_cv_2026 qiao_shuyan_cv ning_ruoxi_photo_page; do
  xelatex -interaction=batchmode $t.tex >/dev/null
done
cp dai_mingyuan_2022_zh.pdf "../cvs/戴铭远_简历_2022.pdf"
cp mingyuan_dai_cv_2026.pdf ../cvs/Mingyuan_Dai_CV_2026.pdf
cp qiao_shuyan_cv.pdf ../cvs/Qiao_Shuyan_CV.pdf
# phone photo (no text layer); its text is kept in ning_ruoxi_photo_page.txt
pdftotext -layout ning_ruoxi_photo_page.pdf ning_ruoxi_photo_page.txt
pdftoppm -r 150 -png -singlefile ning_ruoxi_photo_page.pdf ning_page
.venv/bin/python make_photo.py ning_page.png ../cvs/IMG_20260714_212233.jpg
.venv/bin/python make_docx.py
# lucia_mendizabal.md, 郜振宇_固件工程师.txt and efosa_igbinedion.resume.json are hand-written in ../cvs
