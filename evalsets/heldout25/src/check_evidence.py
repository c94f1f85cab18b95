"""Self-check: every '+'/'-' evidence quote in questions.yaml occurs in its CV's text
(whitespace-insensitive; markdown ** markers and PDF bullets ignored). Also checks that
questions parse and gold keys exist."""
import re, subprocess, sys
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(path):
    if path.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                              text=True, check=True).stdout
    if path.suffix == ".docx":
        d = Document(str(path)); parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")

texts = {p.name: norm(text_of(p)) for p in CVS.iterdir() if p.is_file()}
qy = ROOT / "questions.yaml"
data = yaml.safe_load(qy.read_text(encoding="utf-8"))
keys = set(data["people"])
bad = 0; n = 0
lines = qy.read_text(encoding="utf-8").splitlines()
start = lines.index("questions:")
for line in lines[start:]:
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    n += 1
    if fname not in texts:
        print("NO FILE:", fname); bad += 1; continue
    if norm(quote) not in texts[fname]:
        print("MISSING:", sign, fname, quote); bad += 1
gold_seen = set()
for q in data["questions"]:
    for k in q["gold"]:
        if k not in keys:
            print("UNKNOWN KEY", k, q["q"]); bad += 1
        gold_seen.add(k)
if keys - gold_seen:
    print("never gold:", keys - gold_seen); bad += 1
print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
