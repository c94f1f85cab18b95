"""Self-check: every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's
text (whitespace-insensitive; markdown ** and PDF bullets ignored). Also checks intents (4 per
intent, same gold), that every gold key is in people:, and that every person is gold somewhere."""
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_214512.jpg": ROOT / "src" / "teacher" / "shenxueqin_page1.txt"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.[a-z]{2,4}):\s(.+)$", ln)
        if not m:
            continue
        sign, f, quote = m.groups()
        if not (CVS / f).exists():
            print("MISSING FILE", f); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            print(f"NOT FOUND [{sign}] {f}: {quote}"); bad += 1
    # structure checks (light YAML parsing of the flow-style question lines)
    people = set(re.findall(r"^  ([A-Z]{2}):", "\n".join(lines), re.M))
    intents, used = defaultdict(list), set()
    for ln in lines:
        m = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], intent: (\S+), tags: \[(.*)\]\}', ln)
        if m:
            gold = tuple(x.strip() for x in m.group(2).split(",") if x.strip())
            intents[m.group(3)].append(gold)
            used.update(gold)
            for g in gold:
                if g not in people:
                    print("UNKNOWN KEY", g); bad += 1
    for i, gs in intents.items():
        if len(gs) != 4 or len({tuple(sorted(g)) for g in gs}) != 1:
            print("INTENT PROBLEM", i, gs); bad += 1
    for p in people - used:
        print("NEVER GOLD", p); bad += 1
    print(f"{n} quotes checked, {sum(len(v) for v in intents.values())} questions, {len(intents)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
