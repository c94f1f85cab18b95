#!/usr/bin/env python3
"""Self-check for paraphrase124/questions.yaml.

- every "# + file: quote" / "# - file: quote" quote occurs in that file's text
  (whitespace-insensitive, NFKC, typographic quotes normalised, markdown * markers ignored);
- every gold member of a question has at least one "+" line from one of their files, "+" lines
  only name gold members' files, "-" lines never name a gold member's file;
- each intent has exactly 4 questions (2 English, 2 Chinese) with identical gold.
Exit 1 on any failure.
"""
import json, re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "dariush_farrokhzad.pdf": "DF",
    "简历_靳维舟_2026.pdf": "JW",
    "靳维舟_简历_2019.jpg": "JW",
    "晏思琪_品类采购.docx": "YS",
    "kong_weiheng_cv.pdf": "KW",
    "mairead_hartnell.md": "MH",
    "marek_wdowiak.json": "MW",
    "2026届_洪可欣_会计.txt": "HK",
    "cv_copywriter_2026.docx": "EG",
}
PHOTO_TEXT = {"靳维舟_简历_2019.jpg": Path(__file__).resolve().parent / "jin_weizhou_2019_photo_page.txt"}


def json_strings(o):
    if isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.footer.paragraphs]
            parts += [para.text for para in s.header.paragraphs]
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    return p.read_text(encoding="utf-8")


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    for a, b in {"’": "'", "‘": "'", "“": '"', "”": '"', "—": "-", "–": "-", "•": ""}.items():
        s = s.replace(a, b)
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def main():
    qy = ROOT / "questions.yaml"
    data = yaml.safe_load(qy.read_text(encoding="utf-8"))
    texts = {n: norm(text_of(n)) for n in OWNERS}
    texts_nohy = {n: t.replace("-", "") for n, t in texts.items()}
    fails = 0
    pending = []
    qi = 0
    qs = data["questions"]
    people = set(data["people"])
    for line in qy.read_text(encoding="utf-8").splitlines():
        s = line.strip()
        m = re.match(r"#\s*([+-])\s+(\S+?):\s+(.*)$", s)
        if m:
            pending.append(m.groups())
            continue
        if s.startswith("- {q:"):
            q = qs[qi]
            qi += 1
            gold = set(q["gold"])
            if not gold <= people:
                print("UNKNOWN KEY", q["q"], gold - people); fails += 1
            supported = set()
            for sign, f, quote in pending:
                if f not in OWNERS:
                    print("UNKNOWN FILE", f); fails += 1; continue
                nq = norm(quote)
                if nq not in texts[f] and nq.replace("-", "") not in texts_nohy[f]:
                    print(f"QUOTE NOT FOUND [{f}]: {quote}"); fails += 1
                owner = OWNERS[f]
                if sign == "+":
                    if owner not in gold:
                        print(f"+ LINE FOR NON-GOLD {owner}: {q['q']}"); fails += 1
                    supported.add(owner)
                elif owner in gold:
                    print(f"- LINE NAMES GOLD {owner}: {q['q']}"); fails += 1
            if gold - supported:
                print(f"NO EVIDENCE for {gold - supported}: {q['q']}"); fails += 1
            if s.startswith("- {q:") and not line.startswith("  - {q:"):
                pass
            # evidence block applies to all 4 questions of the intent: keep until next comment block
            continue
        if s.startswith("# =") or s == "":
            pending = [] if s.startswith("# =") else pending
    if qi != len(qs):
        print("QUESTION COUNT MISMATCH", qi, len(qs)); fails += 1
    # intent structure
    by = defaultdict(list)
    for q in qs:
        by[q["intent"]].append(q)
    for k, v in by.items():
        zh = sum(1 for q in v if re.search(r"[\u4e00-\u9fff]", q["q"]))
        if len(v) != 4 or zh != 2 or len({tuple(sorted(q["gold"])) for q in v}) != 1:
            print("BAD INTENT", k, len(v), zh); fails += 1
        for q in v:
            if "paraphrase" not in q["tags"]:
                print("NO paraphrase TAG", q["q"]); fails += 1
            if (not q["gold"]) != ("empty-gold" in q["tags"]):
                print("empty-gold TAG MISMATCH", q["q"]); fails += 1
    allgold = set().union(*[set(q["gold"]) for q in qs])
    if people - allgold:
        print("NEVER GOLD:", people - allgold); fails += 1
    print(f"{len(qs)} questions, {len(by)} intents, failures: {fails}")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
