"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** / * markers and PDF bullets ignored). Also checks gold keys."""
import os, re, subprocess, sys
import docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def norm(s):
    s = s.replace("**", "").replace("•", "").replace("・", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        sys.exit(f"missing file: {name}")
    if name.endswith(".pdf"):
        return (subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout + "\n"
                + subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout)
    if name.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.footer.paragraphs] + [x.text for x in s.header.paragraphs]
        return "\n".join(parts)
    if name.endswith(".jpg"):
        return open(os.path.join(HERE, name + ".txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    keys = set()
    in_people = False
    for ln in lines:
        if ln.startswith("people:"): in_people = True; continue
        if ln.startswith("questions:"): in_people = False
        if in_people:
            m = re.match(r"\s+([A-Z]+):", ln)
            if m: keys.add(m.group(1))
    pending = []
    nq = 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", ln)
        if m and not ln.strip().startswith("# GOLD"):
            sign, f, quote = m.groups()
            if not os.path.exists(os.path.join(CVS, f.strip())):
                continue  # header prose such as "+ file: quote"
            n += 1
            f = f.strip()
            if f not in cache: cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                bad += 1; print(f"NOT FOUND [{sign}] {f}: {quote}")
            pending.append(sign)
            continue
        q = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\], tags: \[(.*?)\]\}", ln)
        if q:
            nq += 1
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            for g in gold:
                if g not in keys: bad += 1; print("unknown key", g, "in", q.group(1))
            if gold and "+" not in pending:
                bad += 1; print("gold without + evidence:", q.group(1))
            pending = []
        elif ln.strip().startswith("- {q"):
            bad += 1; print("unparsed question line:", ln)
    print(f"{nq} questions, {n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)

main()
