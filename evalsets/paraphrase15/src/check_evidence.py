"""Self-check for paraphrase15: every '+'/'-' evidence quote in questions.yaml must occur in the
text of its CV file (whitespace-insensitive; markdown * and middle dots ignored). Also checks the
paraphrase structure (4 questions per intent, same gold) and that every person is gold somewhere.
Run with the venv python: src/.venv/bin/python src/check_evidence.py"""
import collections, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")


def norm(s):
    s = re.sub(r"[*·・]", "", s)
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"^\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json)):\s+(.*)$", line)
        if not m:
            continue
        sign, f, quote = m.groups()
        if f not in cache:
            if not os.path.exists(os.path.join(CVS, f)):
                print(f"line {i}: no such file {f}")
                bad += 1
                continue
            cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            print(f"line {i}: NOT FOUND in {f}: {quote}")
            bad += 1
    # structure
    qs = [l for l in lines if l.strip().startswith("- {q:")]
    intents = collections.defaultdict(list)
    gold_people = set()
    for l in qs:
        it = re.search(r"intent: (\S+?),", l).group(1)
        gold = re.search(r"gold: \[([^\]]*)\]", l).group(1)
        g = tuple(sorted(x.strip() for x in gold.split(",") if x.strip()))
        gold_people.update(g)
        intents[it].append(g)
    for it, gs in intents.items():
        if len(gs) != 4 or len(set(gs)) != 1:
            print(f"intent {it}: {len(gs)} questions, golds {set(gs)}")
            bad += 1
    keys = set(re.findall(r"^  ([A-Z]{2}): \[", "\n".join(lines), re.M))
    if keys - gold_people:
        print("never gold:", keys - gold_people)
        bad += 1
    print(f"{n} quotes in {len(cache)} files, {len(qs)} questions, {len(intents)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
