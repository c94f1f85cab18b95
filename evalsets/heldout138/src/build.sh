#!/bin/sh
# Rebuild all CV files of heldout138 from src/.
set -e
S=$(cd "$(dirname "$0")" && pwd); C="$S/../cvs"; T=$(mktemp -d)
cd "$T"
xelatex -interaction=nonstopmode "$S/chao_jingzhou.tex" >/dev/null || true
cp chao_jingzhou.pdf "$C/巢景舟_BMS固件工程师.pdf"
TEXINPUTS="$S/sty:" xelatex -interaction=nonstopmode "$S/clodagh_mernagh.tex" >/dev/null || true
cp clodagh_mernagh.pdf "$C/Clodagh_Mernagh_CV.pdf"
"$S/.venv/bin/python" "$S/make_docx.py" "$C/荀明蔚_简历.docx"
cp "$S/tomas_ugarte.resume.json" "$C/tomas_ugarte.resume.json"
cp "$S/thandeka_khumalo_2022.txt" "$C/thandeka_khumalo_2022.txt"
cp "$S/Thandeka_Khumalo_CV_2026.md" "$C/Thandeka_Khumalo_CV_2026.md"
