import sys, subprocess, docx
p = sys.argv[1]
if p.endswith(".pdf"):
    print(subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout)
elif p.endswith(".docx"):
    d = docx.Document(p)
    for x in d.paragraphs: print(x.text)
    for t in d.tables:
        for r in t.rows:
            for c in r.cells: print(c.text)
else:
    print(open(p, encoding="utf-8").read())
