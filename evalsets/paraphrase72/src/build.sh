#!/bin/bash
# Rebuild all CV files into ../cvs
set -e
cd "$(dirname "$0")"
OUT=../cvs
mkdir -p build
for t in solenne_varga aino_lehtimaki hong_zhiyan yan_yuheng; do
  xelatex -interaction=nonstopmode -output-directory=build $t.tex >/dev/null
done
cp build/solenne_varga.pdf $OUT/solenne_varga_cv.pdf
cp build/aino_lehtimaki.pdf $OUT/Aino_Lehtimaki_Resume.pdf
cp build/hong_zhiyan.pdf "$OUT/洪知砚_风险管理_简历.pdf"
.venv/bin/python make_docx.py
cp hanbo_qu_devops.md $OUT/hanbo_qu_devops.md
cp kelanxi_2021.txt $OUT/柯岚溪_简历_2021.txt
cp yunlan_zhai.json $OUT/resume.json
# phone photo of the COO's page
pdftoppm -r 150 -png build/yan_yuheng.pdf build/yan_page
pdftotext -layout build/yan_yuheng.pdf yan_yuheng_page.txt
.venv/bin/python make_photo.py build/yan_page-1.png $OUT/IMG_20251103_184512.jpg
