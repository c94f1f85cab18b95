#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
(cd oduntan && xelatex -interaction=nonstopmode oduntan_cv.tex >/dev/null && cp oduntan_cv.pdf ../../cvs/ifeyinwa_oduntan_cv.pdf && pdftotext oduntan_cv.pdf oduntan_cv.txt)
(cd niu && xelatex -interaction=nonstopmode niu_cv.tex >/dev/null && cp niu_cv.pdf "../../cvs/牛承砚_电源工程师.pdf" && pdftotext niu_cv.pdf niu_cv.txt)
(cd vukmirovic && xelatex -interaction=nonstopmode vukmirovic_cv.tex >/dev/null && cp vukmirovic_cv.pdf ../../cvs/Vukmirovic_Milica_CV.pdf && pdftotext vukmirovic_cv.pdf vukmirovic_cv.txt)
(cd yu && xelatex -interaction=nonstopmode yu_cv.tex >/dev/null && pdftotext yu_cv.pdf ../yu_qingke_photo_page.txt && pdftoppm -r 150 -png yu_cv.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# resume_android_2021.txt, santiago_ibarguren.md and resume.json are hand-written directly in ../cvs
