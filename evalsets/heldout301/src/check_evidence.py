"""Self-check for heldout301/questions.yaml.
Checks that every '+'/'-' evidence quote occurs (whitespace-insensitive, NFKC, markdown ** removed,
bullets ignored) in the text of the named CV file; that every gold person has at least one '+' quote
from one of their own files; that no '-' quote comes from a gold person's file; that '+' quotes come
from gold people's files; and that empty-gold questions are tagged empty-gold.
Text sources: PDF -> pdftotext; DOCX -> python-docx paragraphs + table-cell paragraphs;
.md/.txt -> the file; .jpg -> src/imogen_latchford_2026_page.txt (pdftotext of the page before it
was photographed). Exit 1 on any failure."""
import os, re, sys, subprocess, unicodedata
import yaml  # noqa
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "吉婉澄-iOS简历.md": "JWC",
    "厉振衡_电力电子硬件工程师.pdf": "LZH",
    "Nnenna_Ugwuanyi_CV.docx": "NU",
    "imogen_latchford_cv_2023.txt": "IL",
    "IMG_20261108_1932.jpg": "IL",
    "sunniva_ekberg.pdf": "SE",
}

def text_of(name):
    p = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts += [x.text for x in c.paragraphs]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if name.endswith(".jpg"):
        p = os.path.join(HERE, "imogen_latchford_2026_page.txt")
    return open(p, encoding="utf-8").read()

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    fails = 0
    texts = {n: norm(text_of(n)) for n in OWNERS}
    for n in os.listdir(CVS):
        if n not in OWNERS:
            print("FAIL unknown file in cvs/:", n); fails += 1
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    keys = set(data["people"])
    ev = []; nq = 0; gold_seen = set()
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            ev.append((m.group(1), m.group(2), m.group(3).strip())); continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = yaml.safe_load(ln.strip()[2:])
            nq += 1
            gold = q["gold"]; gold_seen |= set(gold)
            for g in gold:
                if g not in keys:
                    print("FAIL unknown key", g, q["q"]); fails += 1
            if not gold and "empty-gold" not in q["tags"]:
                print("FAIL empty gold without tag:", q["q"]); fails += 1
            have = set()
            for sign, f, quote in ev:
                if f not in texts:
                    print("FAIL unknown file", f, "in", q["q"]); fails += 1; continue
                if norm(quote) not in texts[f]:
                    print(f"FAIL quote not found [{f}]: {quote}"); fails += 1
                owner = OWNERS[f]
                if sign == "+":
                    if owner not in gold:
                        print(f"FAIL + quote from non-gold {owner}: {q['q']}"); fails += 1
                    have.add(owner)
                elif owner in gold:
                    print(f"FAIL - quote from gold {owner}: {q['q']}"); fails += 1
            for g in gold:
                if g not in have:
                    print(f"FAIL no + evidence for {g}: {q['q']}"); fails += 1
            ev = []
    for k in keys - gold_seen:
        print("FAIL person never gold:", k); fails += 1
    print(f"{nq} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
