#!/usr/bin/env python3
"""Self-check for paraphrase34/questions.yaml.

- every "# + file: quote" / "# - file: quote" quote occurs in the text of that file
  (whitespace-insensitive, NFKC): pdftotext (raw and -layout) for PDFs, python-docx paragraphs +
  table cells + header for DOCX, all JSON string values, the file itself for .md/.txt, and
  src/ludovica_ferrante_page.txt for the photo;
- every gold member of a question has a "+" line from one of his/her own files;
- the 4 questions of an intent share one gold, and there are 2 English + 2 Chinese per intent.
Exit 1 on any failure.  Run with src/.venv/bin/python.
"""
import json, re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "蒋书蔚_简历.pdf": "JSW", "vrinda_kasturi_cv.pdf": "VK", "谭嘉言_简历.docx": "TJY",
    "rhiannon_takeda_2021.txt": "RT", "rhiannon_takeda_cv.md": "RT",
    "ludovica_ferrante_cv.jpg": "LF", "gan_zhuoyuan.json": "GZY", "屠思涵_简历.pdf": "TSH",
    "resume_2026.docx": "KM",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def texts(name):
    p = CVS / name
    if p.suffix == ".pdf":
        return [subprocess.run(["pdftotext"] + extra + [str(p), "-"], capture_output=True, text=True).stdout
                for extra in ([], ["-layout"])]
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs]
        return ["\n".join(parts)]
    if p.suffix == ".json":
        out = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values(): walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            elif isinstance(o, str):
                out.append(o)
        walk(json.loads(p.read_text(encoding="utf-8")))
        return ["\n".join(out)]
    if p.suffix == ".jpg":
        return [(ROOT / "src" / "ludovica_ferrante_page.txt").read_text(encoding="utf-8")]
    return [p.read_text(encoding="utf-8")]


def main():
    import yaml
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache, fails, n_ev = {}, [], 0
    pending, blocks = [], []
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|json|jpg|md|txt)):\s(.+)$", ln)
        if m:
            sign, f, q = m.groups()
            if f not in OWNERS:
                fails.append(f"unknown file {f}")
                continue
            if f not in cache:
                cache[f] = [norm(t) for t in texts(f)]
            n_ev += 1
            if not any(norm(q) in t for t in cache[f]):
                fails.append(f"quote not found in {f}: {q}")
            pending.append((sign, f))
        elif ln.strip().startswith("- {q:"):
            blocks.append(list(pending))
        elif ln.strip().startswith("# ----"):
            pending = []
    qs = data["questions"]
    assert len(qs) == len(blocks), (len(qs), len(blocks))
    by_intent = defaultdict(list)
    for q, ev in zip(qs, blocks):
        by_intent[q["intent"]].append(q)
        plus = {OWNERS[f] for s, f in ev if s == "+"}
        for g in q["gold"]:
            if g not in data["people"]:
                fails.append(f"unknown key {g}")
            if g not in plus:
                fails.append(f"no + evidence for {g} in: {q['q']}")
    for intent, group in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in group}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in group)
        if len(group) != 4 or len(golds) != 1 or zh != 2:
            fails.append(f"intent {intent}: {len(group)} questions, {len(golds)} golds, {zh} Chinese")
    used = {g for q in qs for g in q["gold"]}
    for k in data["people"]:
        if k not in used:
            fails.append(f"{k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{n_ev} evidence lines, {len(qs)} questions, {len(by_intent)} intents, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
