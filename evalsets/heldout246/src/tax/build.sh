cd "$(dirname "$0")"
xelatex -interaction=nonstopmode zanele_vermaak.tex
cp zanele_vermaak.pdf ../../cvs/Zanele_Vermaak_CV.pdf
