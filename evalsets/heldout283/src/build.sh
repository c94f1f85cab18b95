#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, pdftoppm and the venv (.venv).
set -e
cd "$(dirname "$0")"
CVS=../cvs
# 1) Jonah Whitcombe: moderncv classic (stub fontawesome5/academicons .sty in the folder; letters icons)
(cd whitcombe && xelatex -interaction=nonstopmode jonah_whitcombe_cv.tex >/dev/null && cp jonah_whitcombe_cv.pdf ../$CVS/jonah_whitcombe_cv.pdf)
# 2) 梁亦航: one-column Chinese résumé with bold section bars (ctexart)
(cd liangyihang && xelatex -interaction=nonstopmode liangyihang_ios.tex >/dev/null && cp liangyihang_ios.pdf "../$CVS/梁亦航_iOS简历.pdf")
# 3) Maeve Tolhurst: DOCX, plain paragraphs
.venv/bin/python tolhurst/make_docx.py
# 4) 乐天澜: plain text, written by hand directly in cvs/乐天澜_音效设计师.txt (copy kept in letianlan/)
# 5) 欧婧雯 old CV: Markdown written by hand in cvs/欧婧雯_简历_2020.md (copy kept in oujingwen/)
# 6) 欧婧雯 new CV: English page -> PNG -> phone photo (no text layer); page text kept in oujingwen/page_text.txt
(cd oujingwen && xelatex -interaction=nonstopmode ou_jingwen_2026.tex >/dev/null && pdftotext ou_jingwen_2026.pdf page_text.txt && pdftoppm -r 150 -png ou_jingwen_2026.pdf page)
.venv/bin/python oujingwen/make_photo.py
