"""Checks every '# + file: quote' / '# - file: quote' line of ../questions.yaml against the file's text.
Also checks: 4 questions per intent, same gold within an intent, every gold person has '+' evidence
above the question, no '-' line comes from a gold person's file, every person is gold somewhere."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_201544.jpg": ROOT / "src" / "ayinur_page.txt"}
OWNER = {
    "kui_yucheng.pdf": "KY", "丘婉汀_信用研究_简历.docx": "QW", "marte_lindtveit_cv.pdf": "ML",
    "Mingshan_Yue_CV_2026.pdf": "YM", "mingshan_yue_cv_2023.md": "YM", "那志刚-物流-简历.txt": "NZ",
    "ewart_tremayne.resume.json": "ET", "cv_audit_senior_2026.docx": "OA", "IMG_20261103_201544.jpg": "AT",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    for a, b in [("–", "-"), ("—", "-"), ("−", "-"), ("‐", "-"), ("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("•", "")]:
        s = s.replace(a, b)
    s = s.replace("*", "").replace("`", "")
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


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return "\n".join(subprocess.run(["pdftotext", *opt, str(p), "-"], capture_output=True, text=True).stdout
                         for opt in (["-layout"], []))
    if p.suffix == ".docx":
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(" ".join(c.text for c in r.cells))
        for sec in d.sections:
            parts += [x.text for x in sec.header.paragraphs] + [x.text for x in sec.footer.paragraphs]
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    return p.read_text(encoding="utf-8")


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache, fails, n = {}, [], 0
    pending, qi = [], 0
    intents, gold_people = {}, set()
    for ln in lines:
        m = re.match(r"^  # ([+-]) (\S+): (.+)$", ln)
        if m:
            sign, f, quote = m.groups()
            n += 1
            if f not in cache:
                if not (CVS / f).exists():
                    fails.append(f"missing file {f}")
                    cache[f] = ""
                else:
                    cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                fails.append(f"quote not found in {f}: {quote}")
            pending.append((sign, f))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]
            qi += 1
            gold = set(q["gold"])
            gold_people |= gold
            plus = {OWNER[f] for s, f in pending if s == "+"}
            minus = {OWNER[f] for s, f in pending if s == "-"}
            if gold - plus:
                fails.append(f"no + evidence for {sorted(gold - plus)} in: {q['q']}")
            if minus & gold:
                fails.append(f"- line from gold person {sorted(minus & gold)} in: {q['q']}")
            intents.setdefault(q["intent"], []).append(q)
            pending = []
    for k, qs in intents.items():
        if len(qs) != 4:
            fails.append(f"{k}: {len(qs)} questions")
        if len({tuple(sorted(x["gold"])) for x in qs}) != 1:
            fails.append(f"{k}: gold differs across phrasings")
        langs = ["zh" if re.search(r"[\u4e00-\u9fff]", x["q"]) else "en" for x in qs]
        if sorted(langs) != ["en", "en", "zh", "zh"]:
            fails.append(f"{k}: languages {langs}")
    missing = set(data["people"]) - gold_people
    if missing:
        fails.append(f"never gold: {sorted(missing)}")
    for f in fails:
        print("FAIL", f)
    print(f"{n} evidence lines, {qi} questions, {len(intents)} intents, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
