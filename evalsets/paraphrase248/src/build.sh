#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Run from src/.
set -e
HERE=$(cd "$(dirname "$0")" && pwd); CVS="$HERE/../cvs"
[ -x "$HERE/.venv/bin/python" ] || { python3 -m venv "$HERE/.venv"; "$HERE/.venv/bin/pip" install -q python-docx pypdf pillow; }
PY="$HERE/.venv/bin/python"
(cd "$HERE/p1" && xelatex -interaction=nonstopmode lisiheng_2026.tex >/dev/null && cp lisiheng_2026.pdf "$CVS/厉思恒_简历_2026.pdf")
(cd "$HERE/p3" && xelatex -interaction=nonstopmode jingshu_qiu_cv.tex >/dev/null; cp jingshu_qiu_cv.pdf "$CVS/")   # stub icon .sty files live in p3/
(cd "$HERE/p5" && xelatex -interaction=nonstopmode shiyan_qu.tex >/dev/null && cp shiyan_qu.pdf "$CVS/Shiyan_Qu_SI_Engineer.pdf")
(cd "$HERE/p4" && xelatex -interaction=nonstopmode larasati.tex >/dev/null && pdftotext -layout larasati.pdf larasati_page_text.txt \
   && pdftoppm -r 150 -png -singlefile larasati.pdf page && "$PY" "$HERE/photo.py" page.png "$CVS/IMG_20261104_093215.jpg")
"$PY" "$HERE/make_docx.py"
# siheng_li_resume_2021.md, 庞韵之_MSL.txt and xianruoqi.resume.json are hand-written directly in cvs/
