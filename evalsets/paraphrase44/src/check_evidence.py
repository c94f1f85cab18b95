"""Self-check for paraphrase44: every '+'/'-' evidence quote in questions.yaml must occur
(whitespace-insensitively) in the text of the named file; also checks the question structure
(4 per intent, 2 en + 2 zh, identical gold within an intent, gold keys known, every person gold)."""
import json, re, subprocess, sys, collections
from pathlib import Path
import yaml  # noqa  (PyYAML from system python or venv)
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
norm = lambda s: re.sub(r"\s+", "", s.replace("**", "").replace("•", ""))


def texts(name):
    if name.endswith(".txt") and (SRC / name).exists() and not (CVS / name).exists():
        return [(SRC / name).read_text()]
    f = CVS / name
    if f.suffix == ".pdf":
        return [subprocess.run(["pdftotext"] + a + [str(f), "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if f.suffix == ".docx":
        d = Document(f)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return ["\n".join(parts)]
    return [f.read_text()]


def main():
    raw = (ROOT / "questions.yaml").read_text()
    bad, n = 0, 0
    cache = {}
    for line in raw.split("\nquestions:", 1)[1].splitlines():
        m = re.match(r"\s*# ([+-]) ([^:]+?): (.*)$", line)
        if not m:
            continue
        n += 1
        fn, quote = m.group(2).strip(), m.group(3)
        if fn not in cache:
            cache[fn] = [norm(t) for t in texts(fn)]
        if not any(norm(quote) in t for t in cache[fn]):
            bad += 1
            print(f"NOT FOUND in {fn}: {quote}")
    data = yaml.safe_load(raw)
    keys = set(data["people"])
    by = collections.defaultdict(list)
    for q in data["questions"]:
        assert set(q["gold"]) <= keys, q
        by[q["intent"]].append(q)
    seen = set()
    for it, qs in by.items():
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or zh != 2 or len(golds) != 1:
            bad += 1
            print(f"intent {it}: {len(qs)} questions, {zh} zh, {len(golds)} distinct golds")
        seen |= set(qs[0]["gold"])
    if keys - seen:
        bad += 1
        print("never gold:", keys - seen)
    print(f"{n} quotes, {len(by)} intents, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


main()
