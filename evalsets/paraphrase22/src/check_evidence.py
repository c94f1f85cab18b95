"""Self-check for paraphrase22/questions.yaml.

- every "# + file: quote" / "# - file: quote" quote occurs in the file's text
  (whitespace-insensitive; markdown * markers ignored; PDF bullets ignored; NFKC);
- every gold member of a question has at least one "+" quote from one of their own files,
  and "+" quotes come only from gold members' files;
- the 4 questions of each intent share the same gold, and each intent has 2 EN + 2 ZH questions.
Exit 1 on any failure.
"""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict

import yaml
from docx import Document

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "luo_yuanfan_zh.pdf": "LYF", "yuanfan_luo.json": "LYF",
    "bai_jingyi_嵌入式.docx": "BJY", "童嘉铭_简历.txt": "TJM",
    "rasmus_kjeldsen.pdf": "RK", "adaeze_obi.md": "AO",
    "ioana_vasilescu.pdf": "IV", "resume_2026.docx": "JXT",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
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
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if fn.endswith(".json"):
        with open(p, encoding="utf-8") as f:
            return "\n".join(json_strings(json.load(f)))
    with open(p, encoding="utf-8") as f:
        return f.read()


def main():
    texts = {fn: norm(text_of(fn)) for fn in os.listdir(CVS)}
    missing = set(OWNERS) ^ set(texts)
    fails = []
    if missing:
        fails.append(f"owner map / cvs mismatch: {missing}")
    qy = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qy, encoding="utf-8"))
    lines = open(qy, encoding="utf-8").read().splitlines()
    lines = lines[lines.index("questions:") + 1:]
    pending = []
    qi = 0
    n_quotes = 0
    by_intent = defaultdict(list)
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            n_quotes += 1
            if fn not in texts:
                fails.append(f"unknown file {fn!r} in: {ln.strip()}")
            elif norm(quote) not in texts[fn]:
                fails.append(f"quote not found in {fn}: {quote}")
            pending.append((sign, fn))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]
            qi += 1
            gold = set(q["gold"])
            plus_owners = {OWNERS.get(fn) for s, fn in pending if s == "+"}
            for g in gold - plus_owners:
                fails.append(f"gold {g} without + evidence: {q['q']}")
            for o in plus_owners - gold:
                fails.append(f"+ evidence from non-gold {o}: {q['q']}")
            by_intent[q["intent"]].append(q)
            # evidence block applies to all 4 questions of the intent: keep until a new block
            continue
        if ln.strip() == "" or ln.strip().startswith("# ====="):
            if ln.strip().startswith("# ====="):
                pending = []
    if qi != len(data["questions"]):
        fails.append(f"parsed {qi} question lines, yaml has {len(data['questions'])}")
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(golds) != 1:
            fails.append(f"intent {it}: differing gold {golds}")
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or zh != 2:
            fails.append(f"intent {it}: {len(qs)} questions, {zh} Chinese")
    keys = set(data["people"])
    gold_any = set().union(*(set(q["gold"]) for q in data["questions"]))
    if keys - gold_any:
        fails.append(f"never gold: {keys - gold_any}")
    if gold_any - keys:
        fails.append(f"unknown gold keys: {gold_any - keys}")
    for f in fails:
        print("FAIL", f)
    print(f"{n_quotes} quotes, {qi} questions, {len(by_intent)} intents, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
