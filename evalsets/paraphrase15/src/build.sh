#!/bin/sh
# Rebuilds every CV of paraphrase15 into ../cvs/ (Markdown, TXT and JSON are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
for t in jin_langhe_zh tjark_wiedemeyer_cv xian_qiming_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp jin_langhe_zh.pdf ../cvs/jin_langhe_zh.pdf
cp tjark_wiedemeyer_cv.pdf ../cvs/tjark_wiedemeyer_cv.pdf
cp xian_qiming_zh.pdf ../cvs/cv_chip_2026.pdf
rm -f *.aux *.log *.out
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
.venv/bin/python check_evidence.py
