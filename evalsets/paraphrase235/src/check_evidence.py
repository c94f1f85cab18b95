"""Self-check: every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive), every intent has 4 questions with one gold, gold keys are known."""
import json, os, re, subprocess, sys, collections
import yaml  # noqa (PyYAML from the system python or venv)
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261118_0942.jpg": os.path.join(HERE, "ran_qiuye_zh_page.txt")}


def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read().replace("**", "")


def norm(s):
    return re.sub(r"\s+", "", s.replace("•", ""))


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    start = lines.index("questions:")
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if not m:
            continue
        if not os.path.exists(os.path.join(CVS, m.group(2))):
            bad += 1; print(f"line {i}: no such file {m.group(2)}"); continue
        n += 1
        f, quote = m.group(2), m.group(3)
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            bad += 1
            print(f"line {i}: NOT FOUND in {f}: {quote}")
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    keys = set(data["people"])
    by_intent = collections.defaultdict(list)
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in keys:
                bad += 1; print("unknown key", k, q["q"])
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            bad += 1; print("intent problem", it, len(qs), golds)
    used = {k for q in data["questions"] for k in q["gold"]}
    if keys - used:
        bad += 1; print("never gold:", keys - used)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
