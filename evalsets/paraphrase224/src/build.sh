#!/bin/sh
# Rebuilds all CV files of paraphrase224 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for d in jonas fujiyuan haoruyi mijiajun; do
  (cd $d && for t in *.tex; do xelatex -interaction=nonstopmode "$t" >/dev/null; done)
done
cp jonas/jonas_feldmeier_cv.pdf fujiyuan/fujiyuan_cv_zh.pdf haoruyi/hao_ruyi_cv.pdf ../cvs/
# phone photo: page text kept for evidence, image has no text layer
pdftotext mijiajun/mi_jiajun_cv.pdf mi_jiajun_page.txt
(cd mijiajun && pdftoppm -r 150 -png mi_jiajun_cv.pdf page)
.venv/bin/python make_photo.py mijiajun/page-1.png ../cvs/IMG_20261103_184512.jpg
.venv/bin/python make_docx.py
# cv_2026_marketing.md, tong_zhenyu_2018.txt and sheng_yiwen.json are hand-written directly in ../cvs
.venv/bin/python check_evidence.py
