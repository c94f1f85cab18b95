#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text
(whitespace-insensitive, NFKC). Also checks every gold key has a '+' line and every person is
gold somewhere. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {  # file -> person key
    "段思淇_FPGA简历.pdf": "DS", "Lou_Xinyue_CV.pdf": "LX", "柯梦溪-精算.docx": "KM",
    "efua_ankomah.json": "EA", "lim_xiuting_cv_2022.txt": "LT", "IMG_20261103_094512.jpg": "LT",
}

def norm(s):
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", s))

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if fn.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values(): walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            elif isinstance(o, str):
                out.append(o)
        walk(json.load(open(p, encoding="utf-8")))
        return "\n".join(out)
    if fn.endswith(".jpg"):
        return open(os.path.join(HERE, "lim_xiuting", "photo_page_text.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

def main():
    path = os.path.join(ROOT, "questions.yaml")
    lines = open(path, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    texts = {fn: norm(text_of(fn)) for fn in OWNER}
    fails = 0; n = 0; pending = []; qi = 0; gold_seen = set()
    start = lines.index("questions:")
    for ln in lines[start + 1:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            pending.append((m.group(1), m.group(2), m.group(3).strip())); continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"]); gold_seen |= gold
            plus_people = set()
            for sign, fn, quote in pending:
                n += 1
                if fn not in texts:
                    print(f"FAIL q{qi}: unknown file {fn}"); fails += 1; continue
                if norm(quote) not in texts[fn]:
                    print(f"FAIL q{qi}: quote not in {fn}: {quote!r}"); fails += 1
                if sign == "+":
                    plus_people.add(OWNER[fn])
                    if OWNER[fn] not in gold:
                        print(f"FAIL q{qi}: + line for non-gold {OWNER[fn]}"); fails += 1
            for g in gold - plus_people:
                print(f"FAIL q{qi}: gold {g} has no + evidence"); fails += 1
            pending = []
    if qi != len(data["questions"]):
        print(f"FAIL: parsed {qi} questions, yaml has {len(data['questions'])}"); fails += 1
    for k in data["people"]:
        if k not in gold_seen:
            print(f"FAIL: person {k} is never gold"); fails += 1
    print(f"{n} evidence lines, {qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
