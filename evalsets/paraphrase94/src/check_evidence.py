"""Checks that every `# + file: quote` / `# - file: quote` in ../questions.yaml occurs in the
file's text (whitespace-insensitive; "•" bullets and markdown ** markers ignored), and basic
structure: every gold key in people:, 4 questions per intent with identical gold."""
import re, subprocess, sys, json
from collections import defaultdict
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_142257.jpg": ROOT / "src" / "guan_lanzhou" / "page_text.txt"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(" ".join(c.text for c in r.cells))
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    s = s.replace("•", "").replace("**", "")
    return re.sub(r"\s+", "", s)


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    start = lines.index("questions:")
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        _, f, quote = m.groups()
        if not (CVS / f).exists():
            print(f"line {i}: no such file {f}"); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    by_intent = defaultdict(list)
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
        used |= set(q["gold"])
        by_intent[q["intent"]].append(q)
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
    if keys - used:
        print("never gold:", keys - used); bad += 1
    used_files = {l.split(":")[0].split()[-1] for l in lines[start:] if re.match(r"\s*#\s*[+-]\s", l)}
    for f in CVS.iterdir():
        if f.name not in used_files:
            print("file never quoted:", f.name)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, problems: {bad}")
    sys.exit(1 if bad else 0)


main()
