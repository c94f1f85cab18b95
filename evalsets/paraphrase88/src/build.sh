#!/bin/bash
# Rebuild every file in ../cvs from the sources here (xelatex, poppler, python venv in .venv).
set -e
cd "$(dirname "$0")"
(cd qiao && xelatex -interaction=batchmode wenlan_qiao.tex && cp wenlan_qiao.pdf ../../cvs/wenlan_qiao_cv.pdf)
(cd gu && xelatex -interaction=batchmode gu_chenglin.tex && cp gu_chenglin.pdf "../../cvs/顾承霖_电芯工程师.pdf")
(cd oberlaender && xelatex -interaction=batchmode oberlaender.tex && cp oberlaender.pdf ../../cvs/Matthias_Oberlaender_CV.pdf)
.venv/bin/python make_docx.py
(cd ji_photo && xelatex -interaction=batchmode ji_yanchuan_2026.tex && pdftotext ji_yanchuan_2026.pdf ji_yanchuan_2026_page_text.txt \
  && pdftoppm -r 150 -png -f 1 -l 1 ji_yanchuan_2026.pdf page && ../.venv/bin/python make_photo.py)
# oskar-wielgosz-frontend.md, 芮安琪_2026届_金融.txt and ji_yanchuan_resume_2023.json are written by hand in ../cvs.
