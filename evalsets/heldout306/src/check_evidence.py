"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** / * markers and PDF bullets ignored)."""
import re, subprocess, sys, json, pathlib
import yaml
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20220517_213044.jpg": SRC / "yumo_jiao_en_2022_page1.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

cache, bad, n = {}, 0, 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?):\s(.+)$", line)
    if not m or not (CVS / m.group(2)).exists() and m.group(2) not in PHOTO_TEXT:
        if m and "." in m.group(2) and " " not in m.group(2):
            print(f"line {i}: unknown file {m.group(2)}"); bad += 1
        continue
    f, q = m.group(2), m.group(3)
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(q) not in cache[f]:
        print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1
# every person gold somewhere, every gold key known
d = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
keys = set(d["people"]); used = set()
for q in d["questions"]:
    for g in q["gold"]:
        if g not in keys:
            print("unknown key", g, q["q"]); bad += 1
        used.add(g)
if keys - used:
    print("never gold:", keys - used); bad += 1
json.loads((CVS / "resume_stsvetla.json").read_text(encoding="utf-8"))
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
