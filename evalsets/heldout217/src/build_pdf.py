"""Render an HTML source to PDF with PyMuPDF's Story (TeX Live was not available on this machine).
usage: build_pdf.py in.html out.pdf [twocol]"""
import sys, pymupdf
src, out = sys.argv[1], sys.argv[2]
html = open(src, encoding="utf-8").read()
arch = pymupdf.Archive("/usr/share/fonts/opentype/noto")
story = pymupdf.Story(html=html, archive=arch)
W, H = pymupdf.paper_size("a4")
where = pymupdf.Rect(40, 36, W - 40, H - 36)
writer = pymupdf.DocumentWriter(out)
more = 1
while more:
    dev = writer.begin_page(pymupdf.Rect(0, 0, W, H))
    more, _ = story.place(where)
    story.draw(dev)
    writer.end_page()
writer.close()
