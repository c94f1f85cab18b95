cd "$(dirname "$0")"
(cd et && xelatex -interaction=nonstopmode emeric_thackeray.tex && cp emeric_thackeray.pdf ../../cvs/)
(cd jql && xelatex -interaction=nonstopmode ji_qinglan_resume.tex && cp ji_qinglan_resume.pdf ../../cvs/)
.venv/bin/python make_docx.py
(cd ak && xelatex -interaction=nonstopmode korpela_2026.tex && pdftotext -layout korpela_2026.pdf korpela_2026_page_text.txt && pdftoppm -r 150 -png -singlefile korpela_2026.pdf page && ../.venv/bin/python make_photo.py && rm page.png)
