"""Self-check for paraphrase52: every '+'/'-' evidence quote in ../questions.yaml must occur in the
text of its file (whitespace-insensitive, NFKC); every gold person needs a '+' line from one of
their own files and every '+' line must come from a gold person's file; a '-' line from a gold
person's file is allowed only when that person also has a '+' line; each intent has 4 questions
(2 en + 2 zh) with identical gold; every person is gold somewhere. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20210514_183022.jpg": os.path.join(HERE, "benedikt_hahn_2021_photo_page.txt")}
OWNER = {"astrid_nyqvist.pdf": "AN", "闫泊远_广告算法_简历.docx": "YB", "伍承霖_硬件工程师.pdf": "WC",
         "郜晓帆_简历.txt": "GX", "巫星野-游戏策划.md": "WX", "viraj_sundaresan.resume.json": "VS",
         "geng_yunxi_resume.docx": "GY", "IMG_20210514_183022.jpg": "BH", "Benedikt_Hahn_CV_2026.pdf": "BH"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
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


def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        a = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
        return a + "\n" + b
    if fn.endswith(".docx"):
        from docx import Document
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                cells = [c.text for c in row.cells]
                parts.extend(cells)
                parts.append(" ".join(cells))
        return "\n".join(parts)
    if fn.endswith(".json"):
        return "\n".join(json_strings(json.load(open(path, encoding="utf-8"))))
    s = open(path, encoding="utf-8").read()
    if fn.endswith(".md"):
        s = s.replace("**", "").replace("*", "")
        s = re.sub(r"^#+\s*", "", s, flags=re.M)
    return s


def main():
    texts = {fn: norm(text_of(fn)) for fn in OWNER}
    for fn in os.listdir(CVS):
        if fn not in OWNER:
            print("FAIL unknown file in cvs/:", fn)
            return 1
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    import yaml
    data = yaml.safe_load("\n".join(lines))
    fails = 0
    pending = []
    qi = 0
    by_intent = defaultdict(list)
    start = lines.index("questions:")
    for ln in lines[start + 1:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if m:
            pending.append((m.group(1), m.group(2), m.group(3).strip()))
            continue
        if re.match(r"\s*- \{q:", ln):
            item = data["questions"][qi]
            qi += 1
            gold = item["gold"]
            plus_owners = set()
            for sign, fn, quote in pending:
                if fn not in OWNER:
                    print(f"FAIL q{qi}: unknown file {fn}"); fails += 1; continue
                if norm(quote) not in texts[fn]:
                    print(f"FAIL q{qi}: quote not in {fn}: {quote}"); fails += 1
                if sign == "+":
                    plus_owners.add(OWNER[fn])
                    if OWNER[fn] not in gold:
                        print(f"FAIL q{qi}: + evidence from non-gold {OWNER[fn]}"); fails += 1
            for sign, fn, quote in pending:
                if sign == "-" and OWNER.get(fn) in gold and OWNER.get(fn) not in plus_owners:
                    print(f"FAIL q{qi}: - trap names gold person {OWNER[fn]}"); fails += 1
            for g in gold:
                if g not in data["people"]:
                    print(f"FAIL q{qi}: unknown key {g}"); fails += 1
                if g not in plus_owners:
                    print(f"FAIL q{qi}: gold {g} has no + evidence"); fails += 1
            lang = "zh" if re.search(r"[\u4e00-\u9fff]", item["q"]) else "en"
            by_intent[item["intent"]].append((lang, tuple(sorted(gold))))
            pending = []
    if qi != len(data["questions"]):
        print("FAIL question count mismatch", qi, len(data["questions"])); fails += 1
    for name, rows in by_intent.items():
        langs = sorted(l for l, _ in rows)
        if len(rows) != 4 or langs != ["en", "en", "zh", "zh"]:
            print(f"FAIL {name}: needs 2 en + 2 zh, got {langs}"); fails += 1
        if len({g for _, g in rows}) != 1:
            print(f"FAIL {name}: gold differs between phrasings"); fails += 1
    everyone = set(data["people"])
    covered = {g for q in data["questions"] for g in q["gold"]}
    if everyone - covered:
        print("FAIL never gold:", everyone - covered); fails += 1
    print(f"{qi} questions, {len(by_intent)} intents, {fails} failures")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
