#!/bin/sh
# Rebuild every CV of paraphrase132 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
(cd a_saether && xelatex -interaction=nonstopmode ingeborg_saether_cv.tex >/dev/null && cp ingeborg_saether_cv.pdf ../../cvs/Ingeborg_Saether_CV.pdf)
(cd b_zhen && xelatex -interaction=nonstopmode zhen_jialang_cv.tex >/dev/null && cp zhen_jialang_cv.pdf ../../cvs/甄嘉朗_电力系统工程师.pdf)
# moderncv: fontawesome5 is missing, g_ke/fontawesome5.sty is a stub that draws no icons
(cd g_ke && xelatex -interaction=nonstopmode ke_shuyi_cv.tex >/dev/null && cp ke_shuyi_cv.pdf ../../cvs/KeShuyi_CV_2026.pdf)
# phone photo: page text kept in f_yong/yong_qiming_page1.txt
(cd f_yong && xelatex -interaction=nonstopmode yong_qiming_cv.tex >/dev/null && pdftotext yong_qiming_cv.pdf yong_qiming_page1.txt \
   && rm -f page-1.png && pdftoppm -r 150 -png -f 1 -l 1 yong_qiming_cv.pdf page \
   && ../.venv/bin/python ../make_photo.py page-1.png ../../cvs/IMG_20261103_214409.jpg)
.venv/bin/python make_docx.py
# cv_rates_2019.txt, Krzysztof_Olszewski_2026.md and yanzilang.resume.json are hand-written in cvs/.
