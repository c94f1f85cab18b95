"""Self-check for heldout104/questions.yaml: every '# + file: quote' / '# - file: quote' must
occur in the text of that file (whitespace-insensitive). Also: every gold key has a '+' line,
every person is gold somewhere, and gold keys are in people:. Exit 1 on failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20220314_091522.jpg": ROOT / "src" / "jiang_yuzhou_en_2022_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "").replace("・", "").replace("·", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        t = "\n".join(parts)
    elif name.endswith(".json"):
        t = "\n".join(json_strings(json.loads(p.read_text())))
    else:
        t = p.read_text().replace("**", "").replace("*", "")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    import yaml
    qfile = ROOT / "questions.yaml"
    data = yaml.safe_load(qfile.read_text())
    people = set(data["people"])
    lines = qfile.read_text().splitlines()
    fails, pending, n_ev, gold_seen = 0, [], 0, set()
    qi = 0
    start = lines.index("questions:")
    for ln, line in enumerate(lines, 1):
        if ln <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?):\s+(.*\S)\s*$", line)
        if m:
            sign, f, quote = m.groups()
            if not (CVS / f).exists():
                print(f"L{ln}: missing file {f}"); fails += 1; continue
            n_ev += 1
            if norm(quote) not in text_of(f):
                print(f"L{ln}: NOT FOUND in {f}: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        if re.match(r"\s*- \{q:", line):
            q = data["questions"][qi]; qi += 1
            gold = q["gold"]
            plus_files = {f for s, f in pending if s == "+"}
            for k in gold:
                if k not in people:
                    print(f"L{ln}: unknown key {k}"); fails += 1
                gold_seen.add(k)
            if gold and not plus_files:
                print(f"L{ln}: gold without + evidence: {q['q']}"); fails += 1
            if not gold and "empty-gold" not in q.get("tags", []):
                print(f"L{ln}: empty gold not tagged empty-gold"); fails += 1
            pending = []
    if qi != len(data["questions"]):
        print("question count mismatch", qi, len(data["questions"])); fails += 1
    for k in people - gold_seen:
        print(f"person {k} is never gold"); fails += 1
    print(f"{len(data['questions'])} questions, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
