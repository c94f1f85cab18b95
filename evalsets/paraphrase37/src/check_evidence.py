"""Self-check: every '+'/'-' evidence quote in ../questions.yaml occurs (whitespace-insensitive)
in the text of its file; also checks the YAML shape (4 questions per intent, same gold)."""
import os, re, sys, json, subprocess, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "kaiyu_shen_photo_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    s = s.replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def check(lines):
    bad = 0; n = 0; cache = {}
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if not m:
            continue
        fn = m.group(2)
        if not os.path.exists(os.path.join(CVS, fn)):
            continue  # header comment lines like "# - as_of ..." are not evidence
        n += 1
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        if norm(m.group(3)) not in cache[fn]:
            bad += 1
            print("MISSING", fn, "::", m.group(3))
    return n, bad

def shape(lines):
    groups = collections.defaultdict(list); problems = 0
    for ln in lines:
        m = re.match(r"\s*- \{q: (\".*?\"), gold: \[(.*?)\], intent: (\S+), tags: \[(.*?)\]\}", ln)
        if m:
            groups[m.group(3)].append((json.loads(m.group(1)), m.group(2)))
    for k, v in groups.items():
        if len(v) != 4 or len({g for _, g in v}) != 1:
            problems += 1; print("SHAPE", k, v)
    return len(groups), sum(len(v) for v in groups.values()), problems

if __name__ == "__main__":
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    n, bad = check(lines)
    gi, nq, prob = shape(lines)
    print(f"{n} quotes checked, {bad} missing; {gi} intents, {nq} questions, {prob} shape problems")
    sys.exit(1 if bad or prob else 0)
