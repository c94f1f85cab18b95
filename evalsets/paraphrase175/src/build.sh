#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
(cd bms && xelatex -interaction=nonstopmode zhang_yiheng_2026.tex >/dev/null && cp zhang_yiheng_2026.pdf ../../cvs/章屹恒_BMS_2026.pdf)
(cd tax && xelatex -interaction=nonstopmode fenella_iredale.tex >/dev/null && cp fenella_iredale.pdf ../../cvs/Fenella_Iredale_CV.pdf)  # stub fontawesome5/academicons .sty here
(cd neuro && xelatex -interaction=nonstopmode isobel_rennick.tex >/dev/null && cp isobel_rennick.pdf ../../cvs/IRennick_CV_2026.pdf)
(cd stats && xelatex -interaction=nonstopmode luo_jiaqi.tex >/dev/null && pdftotext -layout luo_jiaqi.pdf luo_jiaqi_page.txt \
   && pdftoppm -r 150 -png -f 1 -l 1 luo_jiaqi.pdf page && ../.venv/bin/python photo.py && rm -f page*.png)
.venv/bin/python make_docx.py
# qiao_mingze_frontend.md, 蔡慧萍_门店经理.txt and yiheng_zhang_resume_2021.json are hand-written in cvs/.
