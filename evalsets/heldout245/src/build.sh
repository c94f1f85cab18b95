#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here (run from src/).
set -e
cd "$(dirname "$0")"
(cd kavya && xelatex -interaction=nonstopmode kavya_iyer.tex >/dev/null && cp kavya_iyer.pdf ../../cvs/Kavya_Iyer_CV.pdf)
(cd wan_yiqing && xelatex -interaction=nonstopmode wan_yiqing.tex >/dev/null && cp wan_yiqing.pdf "../../cvs/万亦晴-材料博士-简历.pdf")
.venv/bin/python make_docx.py
(cd chang_runze_2026 && xelatex -interaction=nonstopmode chang_runze_2026.tex >/dev/null \
  && pdftotext chang_runze_2026.pdf chang_runze_2026_page_text.txt \
  && pdftoppm -r 150 -png chang_runze_2026.pdf page \
  && ../.venv/bin/python ../make_photo.py page-1.png "../../cvs/IMG_20260914_简历.jpg" && rm page-1.png)
# cvs/qian_ziyun_cv.md and cvs/常润泽_简历_2021.txt are hand-written directly in cvs/.
