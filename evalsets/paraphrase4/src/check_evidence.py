"""Self-check for ../questions.yaml.

Checks that every '# + file: quote' / '# - file: quote' comment quote occurs in the text of
that file in ../cvs (pdftotext for PDF; python-docx paragraphs + table cells for DOCX; the raw
file for .md/.txt), ignoring whitespace, markdown '*' markers and case; that every gold person of
every question has at least one '+' line from one of their own files and no '+' line comes from a
non-gold person's file; that the 4 questions of each intent share one gold; that each intent has
2 English and 2 Chinese phrasings; and that every person is gold somewhere. Exit 1 on failure.
"""
import os, re, subprocess, sys, unicodedata, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")

OWNERS = {
    "xie_wanning_zh.pdf": "XIE", "Wanning_Xie_Resume_EN.docx": "XIE",
    "jonas_weber_cv.pdf": "JONAS", "arvind_krishnan.pdf": "ARV",
    "cv_embedded_2026.pdf": "ISH", "邱思琪_简历.docx": "QIU",
    "方志远_简历_2026.docx": "FANG", "fang_zhiyuan_2021.txt": "FANG",
    "wu_tianle_简历.txt": "WU", "hannah_lindgren.md": "HANNAH",
    "xueqing_han_resume.md": "HAN", "resume_sre_2026.md": "JAKE",
}


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "").lower()
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    fails = []
    files = sorted(os.listdir(CVS))
    for f in files:
        if f not in OWNERS:
            fails.append(f"cvs/{f} has no owner in OWNERS")
    for f in OWNERS:
        if f not in files:
            fails.append(f"OWNERS lists missing file {f}")
    texts = {f: norm(text_of(f)) for f in files if f in OWNERS}
    raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(raw)
    people = data["people"]
    qs = data["questions"]
    # walk lines: collect evidence comments preceding each question item
    ev, blocks = [], []
    lines = raw.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for line in lines[start + 1:]:
        s = line.strip()
        m = re.match(r"#\s*([+-])\s*([^:]+?):\s*(.+)$", s)
        if m:
            ev.append((m.group(1), m.group(2).strip(), m.group(3).strip()))
        elif s.startswith("- {q:") or s.startswith("- q:"):
            blocks.append(ev); ev = []
    if len(blocks) != len(qs):
        fails.append(f"parsed {len(blocks)} question blocks but yaml has {len(qs)} questions")
    n_quotes = 0
    intents = collections.defaultdict(list)
    for i, (q, evs) in enumerate(zip(qs, blocks)):
        gold = q.get("gold") or []
        for g in gold:
            if g not in people:
                fails.append(f"Q{i+1}: gold key {g} not in people")
        plus_owners = set()
        for sign, fn, quote in evs:
            n_quotes += 1
            if fn not in texts:
                fails.append(f"Q{i+1}: unknown file {fn}"); continue
            if norm(quote) not in texts[fn]:
                fails.append(f"Q{i+1}: quote not found in {fn}: {quote}")
            if sign == "+":
                plus_owners.add(OWNERS[fn])
                if OWNERS[fn] not in gold:
                    fails.append(f"Q{i+1}: '+' evidence from non-gold person {OWNERS[fn]} ({fn})")
        for g in gold:
            if g not in plus_owners:
                fails.append(f"Q{i+1}: gold {g} has no '+' evidence")
        intents[q.get("intent")].append(q)
        for t in ("paraphrase",):
            if t not in q.get("tags", []):
                fails.append(f"Q{i+1}: missing tag {t}")
    for name, group in intents.items():
        golds = {tuple(sorted(x.get("gold") or [])) for x in group}
        if len(group) != 4:
            fails.append(f"intent {name}: {len(group)} questions, want 4")
        if len(golds) != 1:
            fails.append(f"intent {name}: golds differ {golds}")
        zh = sum(1 for x in group if re.search(r"[\u4e00-\u9fff]", x["q"]))
        if zh != 2:
            fails.append(f"intent {name}: {zh} Chinese phrasings, want 2")
    everyone = {g for q in qs for g in (q.get("gold") or [])}
    for k in people:
        if k not in everyone:
            fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{len(qs)} questions, {len(intents)} intents, {n_quotes} evidence quotes checked, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
