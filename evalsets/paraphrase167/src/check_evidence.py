"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and * markers ignored), plus basic consistency checks."""
import os, re, subprocess, sys, collections
import yaml  # noqa  (PyYAML, installed with the venv if missing)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260914_101532.jpg": os.path.join(HERE, "IMG_20260914_101532.page.txt")}


def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    raw = open(qpath, encoding="utf-8").read()
    data = yaml.safe_load(raw)
    cache, bad, n = {}, 0, 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$", line)
        if not m:
            continue
        fname, quote = m.group(2).strip(), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fname)):
            print("NO FILE:", fname); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print("MISSING in", fname, "::", quote); bad += 1
    # consistency: same gold within an intent, 4 phrasings each, every person gold somewhere
    people = set(data["people"])
    by_intent = collections.defaultdict(list)
    gold_people = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        assert set(q["gold"]) <= people, q
        gold_people |= set(q["gold"])
    for k, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", k, len(qs), golds); bad += 1
    if gold_people != people:
        print("never gold:", people - gold_people); bad += 1
    files = set(os.listdir(CVS))
    used = set(cache)
    print(f"{n} quotes checked in {len(used)} of {len(files)} files; {len(data['questions'])} questions, {len(by_intent)} intents")
    if files - used:
        print("files without evidence:", files - used)
    print("FAIL" if bad else "PASS", bad)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
