"""Checks every '# + file: quote' / '# - file: quote' line of ../questions.yaml against the text of the file
(pdftotext for PDF; python-docx paragraphs + table cells for DOCX; the file itself for md/txt/json, plus the
JSON string values; src/qinyu_lang_cv_page1.txt for the photo). Whitespace-insensitive, NFKC.
Also checks: every gold member has a '+' line from one of their own files; no '-' line is from a gold
member's file; all 4 questions of an intent share the gold; every person is gold somewhere. Exit 1 on failure."""
import json, re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from make_questions import OWNER  # noqa: E402

PHOTO_TEXT = {"qinyu_lang_cv_photo.jpg": HERE / "qinyu_lang_cv_page1.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = ROOT / "cvs" / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    raw = p.read_text(encoding="utf-8")
    if p.suffix == ".json":
        vals = []

        def walk(o):
            if isinstance(o, dict):
                for v in o.values():
                    walk(v)
            elif isinstance(o, list):
                for v in o:
                    walk(v)
            elif isinstance(o, str):
                vals.append(o)
        walk(json.loads(raw))
        return raw + "\n" + "\n".join(vals)
    return raw


def main():
    import yaml
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache, fails, n = {}, [], 0
    pending = []
    qi = 0
    qs = data["questions"]
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*# ([+-]) (\S+?): (.+)$", ln)
        if m:
            pending.append(m.groups())
            continue
        if re.match(r"\s*- \{q:", ln):
            q = qs[qi]
            qi += 1
            gold = set(q["gold"])
            has = set()
            for sign, f, quote in pending:
                n += 1
                if f not in OWNER:
                    fails.append(f"unknown file {f}")
                    continue
                if f not in cache:
                    cache[f] = norm(text_of(f))
                if norm(quote) not in cache[f]:
                    fails.append(f"quote not found in {f}: {quote}")
                if sign == "+":
                    if OWNER[f] not in gold:
                        fails.append(f"+ line for non-gold {OWNER[f]} in: {q['q']}")
                    has.add(OWNER[f])
                elif OWNER[f] in gold:
                    fails.append(f"- line names gold member {OWNER[f]} in: {q['q']}")
            for g in gold - has:
                fails.append(f"gold {g} has no evidence in: {q['q']}")
            pending = []
    if qi != len(qs):
        fails.append(f"parsed {qi} question lines, yaml has {len(qs)}")
    by = defaultdict(list)
    for q in qs:
        by[q["intent"]].append(q)
    for k, v in by.items():
        if len(v) != 4 or len({tuple(sorted(x["gold"])) for x in v}) != 1:
            fails.append(f"intent {k}: {len(v)} questions / differing gold")
        if sorted(x["lang"] for x in v) != ["en", "en", "zh", "zh"]:
            fails.append(f"intent {k}: not 2 en + 2 zh")
    everyone = set(data["people"])
    golds = {g for q in qs for g in q["gold"]}
    if everyone - golds:
        fails.append(f"never gold: {sorted(everyone - golds)}")
    for f in fails:
        print("FAIL", f)
    print(f"{n} evidence lines, {len(qs)} questions, {len(by)} intents, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
