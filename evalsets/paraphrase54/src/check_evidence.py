"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text
(whitespace-insensitive), plus basic structure checks (4 phrasings per intent, same gold, known keys)."""
import json, os, re, subprocess, sys
from collections import defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"pu_xiaozhou_resume_photo.jpg": os.path.join(HERE, "pu_xiaozhou_2020_page_text.txt")}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        sys.path.insert(0, HERE)
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    t = open(p, encoding="utf-8").read()
    if fn.endswith(".md"):
        t = t.replace("**", "")
    return t

def norm(s):
    s = s.replace("•", "")
    return "".join(ch for ch in s if not ch.isspace())

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        sign, fn, quote = m.groups()
        n += 1
        if fn not in cache:
            try:
                cache[fn] = norm(text_of(fn))
            except FileNotFoundError as e:
                print(f"line {i}: missing file {e}"); bad += 1; continue
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    # structure
    keys = set(re.findall(r"^  ([A-Z]{2}): \[", "\n".join(lines), re.M))
    by_intent = defaultdict(list)
    for line in lines:
        m = re.match(r'\s*- \{q: (".*?"), gold: \[(.*?)\], intent: (\S+), tags: \[(.*?)\]\}$', line)
        if m:
            q = json.loads(m.group(1)); gold = tuple(x.strip() for x in m.group(2).split(",") if x.strip())
            by_intent[m.group(3)].append((q, gold))
            for g in gold:
                if g not in keys:
                    print("unknown key", g, q); bad += 1
        elif line.strip().startswith("- {q:"):
            print("unparsed question line:", line); bad += 1
    used = set()
    for it, qs in by_intent.items():
        golds = {g for _, g in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent", it, "has", len(qs), "questions and", len(golds), "distinct golds"); bad += 1
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q)) for q, _ in qs)
        if zh != 2:
            print("intent", it, "has", zh, "Chinese phrasings"); bad += 1
        for g in golds:
            used |= set(g)
    if keys - used:
        print("people never gold:", keys - used); bad += 1
    print(f"{n} quotes, {sum(len(v) for v in by_intent.values())} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

main()
