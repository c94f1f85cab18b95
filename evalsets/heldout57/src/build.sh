#!/usr/bin/env bash
# Rebuild cvs/ from src/. Needs xelatex (ctex), poppler, and src/.venv with python-docx, pypdf, pillow, pyyaml.
set -euo pipefail
cd "$(dirname "$0")"
PY=.venv/bin/python
xelatex -interaction=nonstopmode anya_petrosyan_cv.tex >/dev/null && cp anya_petrosyan_cv.pdf ../cvs/
xelatex -interaction=nonstopmode sima_haoyu_2026.tex >/dev/null && cp sima_haoyu_2026.pdf ../cvs/
# old CV: printed page -> phone photo (Pillow: 2.2° rotation, uneven light, vignette, blur, noise; no text layer)
xelatex -interaction=nonstopmode sima_haoyu_2021_page.tex >/dev/null
pdftotext sima_haoyu_2021_page.pdf sima_haoyu_2021_photo_text.txt
pdftoppm -r 150 -png -singlefile sima_haoyu_2021_page.pdf sima_page
$PY make_photo.py sima_page.png ../cvs/sima_haoyu_2021.jpg
$PY make_docx.py                      # cvs/li_yaqin_简历.docx, cvs/Kofi_Mensah-Larbi_CV.docx
# cvs/resume_hw_pm_2026.md is hand-written (source = the file itself)
rm -f *.aux *.log
$PY check_evidence.py
