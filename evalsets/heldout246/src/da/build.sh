cd "$(dirname "$0")"
xelatex -interaction=nonstopmode xie_yutang.tex
cp xie_yutang.pdf ../../cvs/谢语棠_数据分析_简历.pdf
