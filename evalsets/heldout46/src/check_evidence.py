#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the text of
../cvs/<file> (pdftotext for PDF, python-docx paragraphs + table cells for DOCX, JSON string values,
raw text for .txt/.md). Comparison ignores all whitespace and applies NFKC. Also checks that every
gold key has at least one '+' line, that '+' files belong to a gold person, that no '-' file belongs
to a gold person of that question (persons are mapped to files by OWNERS), and that all people are
gold somewhere. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "Vivek_Anantharaman_CV.pdf": "VA",
    "孟知远_模拟IC设计_简历.pdf": "MZ",
    "彭诗雨_BI分析师_2026.docx": "PS",
    "pengshiyu_resume_2022.txt": "PS",
    "Clara_Westergaard_PM.docx": "CW",
    "lin_haoxuan.resume.json": "LH",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def text_of(path):
    suf = path.suffix.lower()
    if suf == ".pdf":
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    if suf == ".docx":
        from docx import Document
        d = Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    if suf == ".json":
        out = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values():
                    walk(v)
            elif isinstance(o, list):
                for v in o:
                    walk(v)
            elif isinstance(o, str):
                out.append(o)
        walk(json.loads(path.read_text(encoding="utf-8")))
        return "\n".join(out)
    return path.read_text(encoding="utf-8")


def main():
    import yaml
    texts = {f.name: norm(text_of(f)) for f in CVS.iterdir() if f.is_file()}
    fails = 0
    missing_owner = set(texts) - set(OWNERS)
    if missing_owner:
        print("FILES WITHOUT OWNER:", missing_owner); fails += 1
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    ev = []
    n_ev = 0
    golds_seen = set()
    qn = 0
    in_q = False
    for ln in lines:
        if ln.startswith("questions:"):
            in_q = True
        if not in_q:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            ev.append((m.group(1), m.group(2).strip(), m.group(3).strip()))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qn]; qn += 1
            gold = set(q["gold"])
            golds_seen |= gold
            if not gold <= people:
                print("UNKNOWN KEY", q["q"], gold - people); fails += 1
            plus_owners = set()
            for sign, f, quote in ev:
                n_ev += 1
                if f not in texts:
                    print(f"NO FILE {f!r} for {q['q']!r}"); fails += 1; continue
                if norm(quote) not in texts[f]:
                    print(f"NOT FOUND [{sign}] {f}: {quote!r}  (q: {q['q']!r})"); fails += 1
                owner = OWNERS.get(f)
                if sign == "+":
                    plus_owners.add(owner)
                    if owner not in gold:
                        print(f"+ LINE FOR NON-GOLD {owner} in {q['q']!r}"); fails += 1
                elif owner in gold:
                    print(f"- LINE NAMES GOLD {owner} in {q['q']!r}"); fails += 1
            if gold - plus_owners:
                print(f"GOLD WITHOUT EVIDENCE {gold - plus_owners} in {q['q']!r}"); fails += 1
            ev = []
    if qn != len(data["questions"]):
        print("QUESTION COUNT MISMATCH", qn, len(data["questions"])); fails += 1
    if people - golds_seen:
        print("NEVER GOLD:", people - golds_seen); fails += 1
    print(f"{qn} questions, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
