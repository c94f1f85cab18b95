"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive), that gold keys exist, and that every person is gold somewhere."""
import os, re, subprocess, sys
import yaml  # noqa (installed with pyyaml if present); fall back below
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"嵇晚枫_新简历_手机拍照.jpg": os.path.join(HERE, "jiwanfeng", "ji_wanfeng_2026_page.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

norm = lambda s: re.sub(r"\s+", "", s)
cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
for i, ln in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|json|txt|jpg|md)):\s(.+)$", ln)
    if not m:
        continue
    sign, f, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, f)):
        print(f"line {i}: no such file {f}"); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(quote) not in cache[f]:
        print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
keys = set(data["people"])
used = set()
for q in data["questions"]:
    for k in q["gold"]:
        if k not in keys:
            print("unknown key", k, "in", q["q"]); bad += 1
        used.add(k)
for k in keys - used:
    print("person never gold:", k); bad += 1
print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
