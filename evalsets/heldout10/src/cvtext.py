"""Text of each CV file as the evidence checker sees it."""
import json, os, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
CVS = os.path.join(HERE, "..", "cvs")
PHOTO_TEXT = {"xie_mingyuan_scan.jpg": os.path.join(HERE, "xie_mingyuan_scan_page.txt")}

def _json_strings(o, out):
    if isinstance(o, dict):
        for v in o.values(): _json_strings(v, out)
    elif isinstance(o, list):
        for v in o: _json_strings(v, out)
    elif isinstance(o, str):
        out.append(o)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout + "\n" + \
               subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [q.text for q in d.paragraphs]
        def cells(tables):
            for t in tables:
                for row in t.rows:
                    for c in row.cells:
                        parts.extend(q.text for q in c.paragraphs)
                        cells(c.tables)
        cells(d.tables)
        for s in d.sections:
            parts.extend(q.text for q in s.header.paragraphs)
            parts.extend(q.text for q in s.footer.paragraphs)
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []; _json_strings(json.load(open(p, encoding="utf-8")), out)
        return "\n".join(out)
    return open(p, encoding="utf-8").read()

if __name__ == "__main__":
    os.makedirs(os.path.join(HERE, "text"), exist_ok=True)
    for n in sorted(os.listdir(CVS)):
        open(os.path.join(HERE, "text", n + ".txt"), "w", encoding="utf-8").write(text_of(n))
    print("ok")
