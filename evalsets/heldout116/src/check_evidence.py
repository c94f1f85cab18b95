"""Self-check for heldout116/questions.yaml.

For every question: each "# + file: quote" / "# - file: quote" comment above it must occur in the
text of that file (whitespace-insensitive, NFKC); every gold key must have at least one "+" line
from one of its own files; a "-" line (a trap) must not come from a gold person's file; every
person is gold somewhere; cvs/ holds only the six known files. Exit 1 on any failure.
"""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "marisol_kessler_cv.pdf": "MK",
    "wang_yanzhou_resume.pdf": "WYZ",
    "时若岚_简历.docx": "SRL",
    "yichuan_lan.resume.json": "LYC",
    "冉明溪_简历_2023.jpg": "RMX",
    "冉明溪_简历_2026.md": "RMX",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-enc", "UTF-8", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []
        def walk(x):
            if isinstance(x, str): out.append(x)
            elif isinstance(x, dict): [walk(v) for v in x.values()]
            elif isinstance(x, list): [walk(v) for v in x]
        walk(json.load(open(path, encoding="utf-8")))
        return "\n".join(out)
    if name.endswith(".md") or name.endswith(".txt"):
        return open(path, encoding="utf-8").read()
    if name == "冉明溪_简历_2023.jpg":
        return open(os.path.join(HERE, "ran", "ran_mingxi_2023_page_text.txt"), encoding="utf-8").read()
    raise SystemExit("no text for " + name)

def main():
    texts = {n: norm(text_of(n)) for n in OWNER}
    for n in os.listdir(CVS):
        if n not in OWNER:
            print("UNKNOWN FILE in cvs/:", n); return 1
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    fails, pending, nq, nev = 0, [], 0, 0
    people = set(re.findall(r"^  ([A-Z]+): \[", "\n".join(lines), re.M))
    gold_seen = set()
    started = False
    for i, ln in enumerate(lines, 1):
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"^\s*#\s*([+-])\s+(\S+):\s(.+)$", ln)
        if m:
            pending.append((i, m.group(1), m.group(2), m.group(3).strip())); continue
        m = re.match(r"^\s*- \{q: \"(.*?)\", gold: \[(.*?)\]", ln)
        if not m:
            if ln.strip().startswith("- {"):
                print(f"L{i}: unparsed question line"); fails += 1
            continue
        nq += 1
        gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
        for g in gold:
            if g not in people:
                print(f"L{i}: unknown key {g}"); fails += 1
        gold_seen.update(gold)
        supported = set()
        for (j, sign, f, quote) in pending:
            nev += 1
            if f not in texts:
                print(f"L{j}: unknown file {f}"); fails += 1; continue
            if norm(quote) not in texts[f]:
                print(f"L{j}: quote not found in {f}: {quote}"); fails += 1
            if sign == "+":
                if OWNER[f] not in gold:
                    print(f"L{j}: '+' line from {f} but {OWNER[f]} is not gold"); fails += 1
                supported.add(OWNER[f])
            elif OWNER[f] in gold:
                print(f"L{j}: '-' line from gold person's file {f}"); fails += 1
        for g in gold:
            if g not in supported:
                print(f"L{i}: gold {g} has no '+' evidence"); fails += 1
        pending = []
    missing = people - gold_seen
    if missing:
        print("people never gold:", sorted(missing)); fails += 1
    print(f"{nq} questions, {nev} evidence lines, {fails} failures")
    return 1 if fails else 0

if __name__ == "__main__":
    sys.exit(main())
