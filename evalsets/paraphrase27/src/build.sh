#!/bin/bash
# Rebuild every file in ../cvs from the sources here. Run from src/.
set -e
cd "$(dirname "$0")"
# moderncv wants fontawesome5/academicons, which are not installed: local stubs in this folder.
for t in ke_xueqing_cv oskar_thaarup_cv aditi_varkey_cv; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null; cp $t.pdf ../cvs/
done
xelatex -interaction=nonstopmode wen_zhaoning_cv.tex >/dev/null
pdftotext -layout wen_zhaoning_cv.pdf wen_zhaoning_photo_page.txt   # text of the photographed page
.venv/bin/python make_photo.py "../cvs/温昭宁_简历_拍照.jpg"          # PIL stands in for ImageMagick (not installed)
.venv/bin/python make_docx.py
rm -f *.aux *.log *.out wz_page.png
# resume_final.md, margit_szalai_cv.txt and 贝明远_简历.txt are written by hand directly in ../cvs.
