#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, pdftoppm, and src/.venv
# (python-docx, pypdf, pillow, pyyaml).
set -e
cd "$(dirname "$0")"
CVS=../cvs
PY=.venv/bin/python
(cd a && xelatex -interaction=nonstopmode li_yingzhou.tex >/dev/null && cp li_yingzhou.pdf "../$CVS/黎映舟_简历.pdf")
# moderncv: fontawesome5.sty / academicons.sty in b/ are empty stubs (icon packages missing)
(cd b && xelatex -interaction=nonstopmode severin_hauswirth.tex >/dev/null && cp severin_hauswirth.pdf "../$CVS/Severin_Hauswirth_CV.pdf")
(cd c && xelatex -interaction=nonstopmode tang_wanlu.tex >/dev/null && cp tang_wanlu.pdf "../$CVS/wanlu_tang_cv_2026.pdf")
(cd d && ../$PY make_docx.py)            # 卫语澄_验证工程师.docx and cv_sre_2022.docx
(cd h && xelatex -interaction=nonstopmode zhong_jingyao.tex >/dev/null \
      && pdftotext -layout zhong_jingyao.pdf zhong_jingyao_page.txt \
      && pdftoppm -r 150 -png zhong_jingyao.pdf page && ../$PY photo.py)   # IMG_20261104_0932.jpg
# idoia_arrizabalaga.md, 冉立桢-CFO-简历.txt and tomasz_rydzewski_resume.json are hand-written in cvs/.
$PY check_evidence.py
