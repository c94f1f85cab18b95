"""Self-check of the paraphrase set: every evidence quote ("+" and "-") must occur in the text of
its file (pdftotext for PDF; python-docx paragraphs, table rows joined by " | ", and header/footer
for DOCX; raw text with markdown * markers removed for .md/.txt), whitespace runs collapsed.
Also checks the question file's structure. Exit 1 on any failure."""
import re, subprocess, sys, collections
import yaml, docx

BASE = "../"
CVS = BASE + "cvs/"


def norm(s):
    return re.sub(r"\s+", " ", s.replace("**", "").replace("*", "")).strip()


def units(fname):
    """list of text units a quote must fall inside"""
    p = CVS + fname
    if fname.endswith(".pdf"):
        return [subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout]
    if fname.endswith(".docx"):
        d = docx.Document(p)
        out = [q.text for q in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                cells = []
                for c in r.cells:
                    if c._tc not in cells:
                        cells.append(c._tc)
                texts = [c.text for c in r.cells]
                out.append(" | ".join(dict.fromkeys(texts)))
                for c in r.cells:
                    out.extend(q.text for q in c.paragraphs)
        for s in d.sections:
            out.extend(q.text for q in s.header.paragraphs)
            out.extend(q.text for q in s.footer.paragraphs)
        return out
    return [open(p, encoding="utf-8").read()]


cache = {}
fail = 0
n = 0
lines = open(BASE + "questions.yaml", encoding="utf-8").read().splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*# ([+-]) ([\w.]+): (.*)$", line)
    if not m:
        continue
    sign, f, quote = m.groups()
    if f not in cache:
        cache[f] = [norm(u) for u in units(f)]
    n += 1
    if not any(norm(quote) in u for u in cache[f]):
        fail += 1
        print(f"FAIL line {i}: {sign} {f}: {quote}")

d = yaml.safe_load(open(BASE + "questions.yaml", encoding="utf-8"))
assert d["as_of"] == "2026-11-23"
by_intent = collections.defaultdict(list)
for q in d["questions"]:
    assert set(q) == {"q", "gold", "tags", "intent"}, q
    assert "paraphrase" in q["tags"]
    assert all(g in d["people"] for g in q["gold"])
    by_intent[q["intent"]].append(q)
for k, qs in by_intent.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    if len(qs) != 5 or len(golds) != 1:
        fail += 1
        print("FAIL intent", k, len(qs), golds)
print(f"{n} evidence quotes checked, {len(d['questions'])} questions, {len(by_intent)} intents, {fail} failures")
sys.exit(1 if fail else 0)
