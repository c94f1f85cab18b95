#!/usr/bin/env python3
"""Self-check for paraphrase169/questions.yaml.
- every '# + file: quote' / '# - file: quote' quote occurs in that file's text (whitespace-insensitive,
  markdown ** ignored, NFKC);
- every gold person of every question has at least one '+' line from one of their own files;
- every intent has 4 questions (2 English, 2 Chinese) with identical gold.
Texts: PDF -> pdftotext (raw and -layout); DOCX -> python-docx paragraphs + table cells;
md/txt -> file; json -> all string values; the photo -> src/zhen_haifan_page.txt."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
sys.path.insert(0, HERE)
OWNERS = {"lun_jiayu_zh.pdf": "LJ", "araminta_coyle.pdf": "AC", "cv_2021.md": "XL", "冼立朔_简历_2026.txt": "XL",
          "hao_yanqiu_cv.pdf": "HY", "IMG_20261103_184512.jpg": "ZF", "zhen_haifan_page.txt": "ZF",
          "tsui_pak_yan.resume.json": "TP", "Serena_Gu_Brand_Manager.docx": "SG", "qi_mengjie_简历.docx": "QM"}

def norm(t):
    t = unicodedata.normalize("NFKC", t).replace("**", "")
    return re.sub(r"\s+", "", t)

def text_of(name):
    if name == "zhen_haifan_page.txt":
        return open(os.path.join(HERE, name), encoding="utf-8").read()
    p = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return "\n".join(subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                         for a in ([], ["-layout"]))
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): out.append(o)
        walk(json.load(open(p, encoding="utf-8")))
        raw = open(p, encoding="utf-8").read()
        return "\n".join(out) + "\n" + raw
    return open(p, encoding="utf-8").read()

cache = {}
fails = 0
ev = []
qs = []
cjk = re.compile(r"[\u4e00-\u9fff]")
started = False
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    if line.startswith("questions:"):
        started = True
    if not started:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?)(?:\s+\([^)]*\))?:\s(.+)$", line)
    if m:
        sign, f, quote = m.groups()
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            print(f"FAIL quote not found in {f}: {quote}"); fails += 1
        ev.append((sign, f))
        continue
    m = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], intent: (\S+), tags: \[(.*?)\]\}', line)
    if m:
        q, gold, intent, tags = m.groups()
        gold = [g.strip() for g in gold.split(",") if g.strip()]
        for g in gold:
            if not any(s == "+" and OWNERS[f] == g for s, f in ev):
                print(f"FAIL no + evidence for {g}: {q}"); fails += 1
        for s, f in ev:
            if s == "+" and OWNERS[f] not in gold:
                print(f"FAIL + evidence for non-gold {OWNERS[f]}: {q}"); fails += 1
        qs.append((q, tuple(gold), intent, tags))
        continue
    if line.strip().startswith("# ===="):
        ev = []
by = {}
for q, g, i, t in qs:
    by.setdefault(i, []).append((q, g, t))
for i, lst in by.items():
    zh = sum(1 for q, _, _ in lst if cjk.search(q))
    if len(lst) != 4 or zh != 2 or len({g for _, g, _ in lst}) != 1:
        print(f"FAIL intent {i}: n={len(lst)} zh={zh} golds={set(g for _, g, _ in lst)}"); fails += 1
nev = sum(1 for l in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().split("\nquestions:", 1)[1].splitlines() if re.match(r"\s*#\s*[+-]\s", l))
print(f"{len(qs)} questions, {len(by)} intents, {nev} evidence lines, {fails} failures")
sys.exit(1 if fails else 0)
