"""Self-check for questions.yaml: every '+'/'-' evidence quote must occur (whitespace-
insensitive, NFKC-normalised) in the text of its file; structural checks on intents and gold."""
import re, subprocess, sys, unicodedata, json
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def norm(s):
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", s))


def text_of(rel):
    p = ROOT / rel if rel.startswith("src/") else CVS / rel
    if p.suffix == ".pdf":
        a = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        return [a, b]
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return ["\n".join(parts)] + parts
    return [p.read_text(encoding="utf-8")]


def main():
    import yaml
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    bad, n = 0, 0
    cache = {}
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.[A-Za-z]+):\s(.+)$", line)
        if not m:
            continue
        _, f, quote = m.groups()
        if f not in cache:
            if not ((CVS / f).exists() or (ROOT / f).exists()):
                print(f"line {i}: no such file {f}"); bad += 1; cache[f] = None; continue
            cache[f] = [norm(t) for t in text_of(f)]
        if cache[f] is None:
            continue
        n += 1
        if not any(norm(quote) in t for t in cache[f]):
            print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
    d = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    people = set(d["people"])
    by_intent = defaultdict(list)
    for q in d["questions"]:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people:
                print("unknown key", g, q["q"]); bad += 1
    for k, qs in by_intent.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("intent problem", k); bad += 1
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if zh != 2:
            print("intent language mix", k, zh); bad += 1
    unused = people - {g for q in d["questions"] for g in q["gold"]}
    if unused:
        print("never gold:", unused); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
