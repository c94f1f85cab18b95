#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"; CVS="$HERE/../cvs"; TMP=$(mktemp -d)
# 1) moderncv banking PDF (English)
cp "$HERE/elif/elif_arslan_cv.tex" "$TMP/" && (cd "$TMP" && xelatex -interaction=nonstopmode elif_arslan_cv.tex >/dev/null)
cp "$TMP/elif_arslan_cv.pdf" "$CVS/elif_arslan_cv.pdf"
# 2) ctex résumé with photo box and tables (Chinese)
cp "$HERE/wu/wu_chengze.tex" "$TMP/" && (cd "$TMP" && xelatex -interaction=nonstopmode wu_chengze.tex >/dev/null)
cp "$TMP/wu_chengze.pdf" "$CVS/邬承泽_数字IC设计.pdf"
# 3) two DOCX CVs of one person (old Chinese 2022, new English 2026)
"$HERE/.venv/bin/python" "$HERE/make_docx.py"
# 4) phone photo of a printed Chinese page; its text is kept in ling/ling_ruochen_page_text.txt
cp "$HERE/ling/ling_ruochen.tex" "$TMP/" && (cd "$TMP" && xelatex -interaction=nonstopmode ling_ruochen.tex >/dev/null)
pdftotext -layout "$TMP/ling_ruochen.pdf" "$HERE/ling/ling_ruochen_page_text.txt"
pdftoppm -r 150 -png -singlefile "$TMP/ling_ruochen.pdf" "$TMP/page"
convert "$TMP/page.png" -gravity north -crop 1240x1420+0+0 +repage \
  -background "#5a5147" -rotate 1.8 -gravity center -extent 1330x1500 \
  -fill "#e9dfc9" -colorize 12% \
  \( -size 1330x1500 radial-gradient:white-"#606060" \) -compose multiply -composite \
  -blur 0x1.1 -attenuate 0.6 +noise Gaussian -quality 82 -strip "$CVS/凌若晨_简历.jpg"
# 5) the Markdown CV (cvs/nikhil_varadarajan.md) is hand-written and has no other source
rm -rf "$TMP"
echo built
