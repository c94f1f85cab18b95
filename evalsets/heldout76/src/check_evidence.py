"""Check every +/- evidence quote in questions.yaml against its file's text (whitespace-insensitive).
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: file (markdown ** ignored);
the photo IMG_20261103_181422.jpg: src/kateryna_hulak_page.txt (pdftotext of the page before photo).
Also checks every gold key is a person, every person is gold somewhere, each gold member has a + line,
and prints counts. Exit 1 on failure."""
import re, subprocess, sys, os, unicodedata, yaml
import docx
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
cvs = os.path.join(root, "cvs")
PHOTO = {"IMG_20261103_181422.jpg": os.path.join(root, "src", "kateryna_hulak_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache = {}
def text(fn):
    if fn in cache: return cache[fn]
    p = os.path.join(cvs, fn)
    if fn in PHOTO:
        t = open(PHOTO[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        d = docx.Document(p)
        t = "\n".join(x.text for x in d.paragraphs)
        for tb in d.tables:
            for row in tb.rows:
                t += "\n" + "\n".join(c.text for c in row.cells)
    else:
        t = open(p, encoding="utf-8").read()
    cache[fn] = norm(t)
    return cache[fn]

qpath = os.path.join(root, "questions.yaml")
data = yaml.safe_load(open(qpath, encoding="utf-8"))
people = set(data["people"])
lines = open(qpath, encoding="utf-8").read().splitlines()
fails = 0; nq = 0; pending = []
gold_seen = set()
files = set(os.listdir(cvs))
started = False
for ln in lines:
    if ln.startswith("questions:"): started = True
    if not started: continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
    if m:
        sign, fn, quote = m.groups()
        if fn not in files:
            print("NO FILE:", fn); fails += 1; continue
        if norm(quote) not in text(fn):
            print("MISSING:", fn, "|", quote); fails += 1
        pending.append((sign, fn))
        continue
    m = re.match(r"\s*- \{q:", ln)
    if m:
        q = yaml.safe_load(ln.strip()[2:])
        nq += 1
        for g in q["gold"]:
            if g not in people: print("UNKNOWN KEY", g); fails += 1
            gold_seen.add(g)
        if q["gold"] and not any(s == "+" for s, _ in pending):
            print("NO + EVIDENCE:", q["q"]); fails += 1
        pending = []
for p in people - gold_seen:
    print("NEVER GOLD:", p); fails += 1
qs = data["questions"]
zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
print(f"questions={len(qs)} zh={zh} en={len(qs)-zh} empty={sum(1 for q in qs if not q['gold'])} failures={fails}")
sys.exit(1 if fails else 0)
