#!/usr/bin/env python3
"""Self-check for paraphrase89/questions.yaml.

- every '+'/'-' evidence quote occurs in its file's text (whitespace-insensitive, NFKC);
- every question has intent, 4 questions per intent (2 en + 2 zh), same gold per intent;
- gold keys exist in people:, every person is gold somewhere.
Run with the src/.venv python (needs python-docx, pyyaml optional)."""
import os, re, subprocess, sys, unicodedata, json
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_简历拍照.jpg": os.path.join(HERE, "rui_qinghe_page_text.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    else:
        p = os.path.join(CVS, fn)
        if not os.path.exists(p):
            raise FileNotFoundError(fn)
        if fn.endswith(".pdf"):
            t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        elif fn.endswith(".docx"):
            import docx
            d = docx.Document(p)
            parts = [x.text for x in d.paragraphs]
            for tb in d.tables:
                for r in tb.rows:
                    for c in r.cells:
                        parts.append(c.text)
            for s in d.sections:
                parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
            t = "\n".join(parts)
        else:
            t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    errors, n_ev = [], 0
    files_seen = set()
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?):\s(.+)$", ln)
        if not m:
            continue
        fn, quote = m.group(2).strip(), m.group(3).strip()
        if not (fn in PHOTO_TEXT or os.path.exists(os.path.join(CVS, fn))):
            continue  # a header comment, not evidence
        n_ev += 1; files_seen.add(fn)
        if norm(quote) not in text_of(fn):
            errors.append(f"line {i}: quote not found in {fn}: {quote}")
    # structure
    try:
        import yaml
        data = yaml.safe_load("\n".join(lines))
    except ImportError:
        data = None
    if data:
        people = set(data["people"])
        intents, golds_seen = {}, set()
        for q in data["questions"]:
            for k in ("q", "gold", "tags", "intent"):
                if k not in q:
                    errors.append(f"missing {k}: {q}")
            for g in q["gold"]:
                if g not in people:
                    errors.append(f"unknown gold key {g}")
            golds_seen |= set(q["gold"])
            intents.setdefault(q["intent"], []).append(q)
            if not q["gold"] and "empty-gold" not in q["tags"]:
                errors.append(f"empty gold without tag: {q['q']}")
        for it, qs in intents.items():
            zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
            if len(qs) != 4 or zh != 2:
                errors.append(f"{it}: {len(qs)} questions, {zh} Chinese")
            if len({tuple(sorted(q['gold'])) for q in qs}) != 1:
                errors.append(f"{it}: gold differs between phrasings")
        if people - golds_seen:
            errors.append(f"never gold: {people - golds_seen}")
        print(f"{len(data['questions'])} questions, {len(intents)} intents")
    else:
        print("(pyyaml missing: structure checks skipped)")
    missing = set(os.listdir(CVS)) - files_seen
    if missing:
        print("note: files without evidence quotes:", missing)
    for e in errors:
        print("FAIL", e)
    print(f"{n_ev} evidence quotes checked, {len(errors)} problems")
    sys.exit(1 if errors else 0)

if __name__ == "__main__":
    main()
