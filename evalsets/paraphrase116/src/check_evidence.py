#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against the text of its file.

Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON string values,
md/txt as is; src/... paths are read from the set folder (the photo's page text).
Comparison ignores whitespace, Markdown ** markers, NFKC differences, dash variants and
hyphens that pdftotext drops at line ends. Also checks that every gold person of a question
has at least one '+' line from one of their own files, that all 4 questions of an intent have
the same gold, and that each intent has 2 English and 2 Chinese phrasings.
Exit 1 on any failure.
"""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OWNERS = {
    "rafaela_montenegro_cv.pdf": "RM",
    "梁牧之_BMS算法.pdf": "LMZ",
    "Solenn_Kergoat_VM_2026.docx": "SK",
    "Lian_Zhouyi_Resume_2026.pdf": "LZ",
    "zhouyi_lian_resume_2021.json": "LZ",
    "蔡知遥_研究员简历.docx": "CZY",
    "eemeli_saarinen_cv.txt": "ES",
    "src/yan_sihan_photo_page.txt": "YSH",
    "IMG_20261103_142517.jpg": "YSH",
    "司沐瑶_插画师.md": "SMY",
}
_cache = {}


def json_strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for k, v in o.items():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)


def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(ROOT, name) if name.startswith("src/") else os.path.join(ROOT, "cvs", name)
    if name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    elif name.endswith(".json"):
        with open(path, encoding="utf-8") as f:
            t = "\n".join(json_strings(json.load(f)))
    else:
        with open(path, encoding="utf-8") as f:
            t = f.read()
    _cache[name] = t
    return t


def norm(s, drop_hyphen=False):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    s = re.sub(r"[\u2010-\u2015\u2212]", "-", s)
    s = s.replace("“", '"').replace("”", '"').replace("’", "'")
    s = re.sub(r"\s+", "", s)
    if drop_hyphen:
        s = s.replace("-", "")
    return s


def found(quote, text):
    return norm(quote) in norm(text) or norm(quote, True) in norm(text, True)


def is_zh(q):
    return 2 * len(re.findall(r"[\u4e00-\u9fff]", q)) > len(re.findall(r"[A-Za-z]", q))


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    keys = set(data["people"])
    fails = 0
    n_ev = 0
    pending = []  # evidence lines since the last question
    block = []    # evidence lines of the current intent block (kept until a new comment block)
    qi = 0
    last_was_q = False
    intents = defaultdict(list)
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
            continue
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?):\s(.*)$", ln)
        if m:
            if last_was_q:
                block = []
            last_was_q = False
            sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            n_ev += 1
            try:
                ok = found(quote, text_of(fname))
            except Exception as e:  # missing file etc.
                ok = False
                print(f"ERROR reading {fname}: {e}")
            if not ok:
                fails += 1
                print(f"NOT FOUND [{sign}] {fname}: {quote}")
            block.append((sign, fname))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]
            qi += 1
            last_was_q = True
            intents[q.get("intent")].append(q)
            for g in q["gold"]:
                if g not in keys:
                    fails += 1; print(f"UNKNOWN KEY {g} in {q['q']}")
                if not any(s == "+" and OWNERS.get(f) == g for s, f in block):
                    fails += 1; print(f"NO + EVIDENCE for {g} in: {q['q']}")
            if not q["gold"] and "empty-gold" not in q["tags"]:
                fails += 1; print(f"empty gold without tag: {q['q']}")
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    for name, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        zh = sum(is_zh(q["q"]) for q in qs)
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            fails += 1; print(f"INTENT {name}: {len(qs)} questions, {len(golds)} golds, {zh} Chinese")
    covered = {g for q in data["questions"] for g in q["gold"]}
    if covered != keys:
        fails += 1; print("people never gold:", keys - covered)
    print(f"{n_ev} evidence lines, {qi} questions, {len(intents)} intents, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
