#!/usr/bin/env python3
"""Self-check for paraphrase182/questions.yaml.

- every "# + file: quote" / "# - file: quote" comment occurs verbatim (whitespace-insensitive,
  NFKC, markdown ** markers ignored) in the text of that file;
- every gold person of a question has at least one "+" line from one of their own files in the
  evidence block above it;
- each intent has exactly 4 questions (2 English, 2 Chinese) with the same gold.
Run with the src/.venv python (needs python-docx, pyyaml optional -> uses a tiny parser).
"""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "qiao_daining_zh.pdf": "QD",
    "maren_haugstad.pdf": "MH",
    "jingshu_lan_cv.pdf": "JL",
    "zheng_yuche_2023_en.docx": "ZY",
    "郑屿澈_简历_2026.docx": "ZY",
    "qiyu_tang_game_designer.md": "TQ",
    "项承岳_结构工程师.txt": "XC",
    "kexin_rao_resume.json": "RK",
    "IMG_20261103_岳思遥简历.jpg": "YS",
}
PHOTO_TEXT = {"IMG_20261103_岳思遥简历.jpg": os.path.join(HERE, "yue_siyao_photo_page.txt")}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)


def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if fn.endswith(".json"):
        out = []
        def walk(x):
            if isinstance(x, str): out.append(x)
            elif isinstance(x, dict): [walk(v) for v in x.values()]
            elif isinstance(x, list): [walk(v) for v in x]
        walk(json.load(open(path, encoding="utf-8")))
        return "\n".join(out)
    return open(path, encoding="utf-8").read()


def main():
    missing = [f for f in OWNERS if not os.path.exists(os.path.join(CVS, f))]
    extra = [f for f in os.listdir(CVS) if f not in OWNERS]
    fails = []
    if missing or extra:
        fails.append(f"cvs/ mismatch: missing={missing} extra={extra}")
    texts = {f: norm(text_of(f)) for f in OWNERS if f not in missing}
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    block = []  # (sign, file) of current evidence block
    intents = defaultdict(list)
    n_ev = 0
    qre = re.compile(r'^\s*- \{q: "(.*)", gold: \[(.*?)\], intent: ([\w-]+), tags: \[(.*?)\]\}\s*$')
    for i, ln in enumerate(lines, 1):
        m = re.match(r"^\s*# ([+-]) (.+?): (.+)$", ln)
        if m and not ln.strip().startswith("# -  ") and m.group(2) in OWNERS:
            sign, fn, quote = m.groups()
            n_ev += 1
            if norm(quote) not in texts.get(fn, ""):
                fails.append(f"line {i}: quote not in {fn}: {quote}")
            block.append((sign, fn))
            continue
        m = qre.match(ln)
        if m:
            q, gold, intent, tags = m.groups()
            gold = [g.strip() for g in gold.split(",") if g.strip()]
            plus_people = {OWNERS[f] for s, f in block if s == "+"}
            for g in gold:
                if g not in plus_people:
                    fails.append(f"line {i}: gold {g} has no + evidence above")
            if not gold and "empty-gold" not in tags:
                fails.append(f"line {i}: empty gold without empty-gold tag")
            zh = bool(re.search(r"[\u4e00-\u9fff]", q))
            intents[intent].append((tuple(sorted(gold)), zh, q))
            continue
        if ln.strip() == "" or ln.strip().startswith("# ----"):
            if ln.strip().startswith("# ----"):
                block = []
    for intent, qs in intents.items():
        if len(qs) != 4:
            fails.append(f"{intent}: {len(qs)} questions, want 4")
        if len({g for g, _, _ in qs}) != 1:
            fails.append(f"{intent}: gold differs between phrasings")
        if sum(z for _, z, _ in qs) != 2:
            fails.append(f"{intent}: {sum(z for _, z, _ in qs)} Chinese phrasings, want 2")
    nq = sum(len(v) for v in intents.values())
    print(f"{len(intents)} intents, {nq} questions, {n_ev} evidence lines checked")
    for f in fails:
        print("FAIL", f)
    print("OK" if not fails else f"{len(fails)} failure(s)")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
