#!/bin/bash
# Rebuilds every file in cvs/ (run from anywhere). Needs src/.venv (python-docx pypdf pillow typst), xelatex, poppler.
set -e
cd "$(dirname "$0")"
.venv/bin/python -c "import typst; typst.compile('typst/marton_kiraly.typ', output='../cvs/Marton_Kiraly_CV.pdf')"
(cd latex && xelatex -interaction=nonstopmode gu_ruoshu.tex >/dev/null && cp gu_ruoshu.pdf ../../cvs/谷若澍_简历.pdf)
(cd latex && xelatex -interaction=nonstopmode zhan_mingshu_2026.tex >/dev/null && pdftotext zhan_mingshu_2026.pdf ../zhan_mingshu_2026_page.txt && pdftoppm -r 150 -png zhan_mingshu_2026.pdf zms && rm -f *.aux *.log)
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# cvs/bronagh_devlin.md and cvs/湛明澍_简历_2022.txt are hand-written (no source).
