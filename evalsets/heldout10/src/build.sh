#!/bin/bash
# Rebuild all CVs of heldout10 into ../cvs
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
cd tex
for f in gao_jianfeng_zh arnav_kulkarni_cv Shuang_Wei_resume Qiu_Zhenyu_2026 liang_shiqi_cv yusuf_demir_cv xie_mingyuan_zh; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null
done
cp gao_jianfeng_zh.pdf arnav_kulkarni_cv.pdf Shuang_Wei_resume.pdf Qiu_Zhenyu_2026.pdf liang_shiqi_cv.pdf yusuf_demir_cv.pdf ../../cvs/
# phone photo of the printed Chinese page (no text layer); its text is kept in src/ for quote checks
pdftotext -layout xie_mingyuan_zh.pdf ../xie_mingyuan_scan_page.txt
pdftoppm -r 150 -png -singlefile xie_mingyuan_zh.pdf /tmp/xie_page
cd ..
.venv/bin/python make_photo.py /tmp/xie_page.png ../cvs/xie_mingyuan_scan.jpg
.venv/bin/python make_docx.py
# grace_mwangi.json, song_jiayi_pm.md, tan_yuxin_resume.txt are hand-written directly in ../cvs
