"""Self-check for heldout120: every '+'/'-' evidence quote in questions.yaml occurs in its file's
text (whitespace-insensitive; Markdown * markers and PDF bullets ignored); gold keys are known;
every person is gold somewhere."""
import json, re, subprocess, sys
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"

def text_of(path: Path) -> str:
    if path.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    if path.suffix == ".docx":
        d = Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")

def norm(s: str) -> str:
    s = s.replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def main() -> int:
    src = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(src)
    keys = set(data["people"])
    cache, bad, n = {}, 0, 0
    body = src.split("\nquestions:", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        f = CVS / fname
        if not f.exists():
            print("MISSING FILE", fname); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"NOT FOUND [{sign}] {fname}: {quote}"); bad += 1
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("UNKNOWN KEY", g, q["q"]); bad += 1
            used.add(g)
    for k in keys - used:
        print("NEVER GOLD", k); bad += 1
    nq = len(data["questions"]); ne = sum(1 for q in data["questions"] if not q["gold"])
    print(f"{n} quotes checked, {nq} questions ({ne} empty-gold), {bad} problems")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
