#!/usr/bin/env python3
"""Self-check for paraphrase35: every '# + file: quote' / '# - file: quote' in questions.yaml must
occur (whitespace-insensitively, markdown ** ignored) in the text of cvs/<file>; also checks that
the 4 questions of each intent share one gold, that gold keys exist in people:, and that every
person is gold somewhere."""
import json, re, subprocess, sys, collections
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
SRC = ROOT / "src"
PHOTO_TEXT = {"hakim_cv_photo.jpg": SRC / "hakim_old_2020_page_text.txt"}


def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)


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
        for sec in d.sections:
            for para in sec.footer.paragraphs + sec.header.paragraphs:
                parts.append(para.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m or not (CVS / m.group(2)).exists() and m.group(2) not in PHOTO_TEXT:
            if m and m.group(2).endswith((".pdf", ".docx", ".md", ".txt", ".json", ".jpg")):
                print(f"line {i}: missing file {m.group(2)}"); bad += 1
            continue
        n += 1
        f, q = m.group(2), m.group(3)
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(q) not in cache[f]:
            print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1
    # structural checks
    try:
        import yaml
    except ImportError:
        yaml = None
    if yaml:
        data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
        people = data["people"]
        by_intent = collections.defaultdict(list)
        gold_people = set()
        for q in data["questions"]:
            by_intent[q["intent"]].append(q)
            for k in q["gold"]:
                if k not in people:
                    print("unknown key", k, q["q"]); bad += 1
                gold_people.add(k)
        for it, qs in by_intent.items():
            if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
                print("intent not 4 questions with one gold:", it); bad += 1
        missing = set(people) - gold_people
        if missing:
            print("never gold:", missing); bad += 1
        print(f"{len(data['questions'])} questions, {len(by_intent)} intents")
    else:
        print("(pyyaml not installed: structural checks skipped)")
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
