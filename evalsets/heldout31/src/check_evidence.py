#!/usr/bin/env python3
"""Self-check for heldout31/questions.yaml.

Every evidence comment "# + file: quote" / "# - file: quote" above a question must occur in the
text of that file (whitespace-insensitive, NFKC, middle dots unified). Text sources:
  .pdf  -> pdftotext;  .docx -> python-docx paragraphs + table cells;  .json/.md/.txt -> the file;
  the photo IMG_20261103_194512.jpg -> src/ju_xiaolan_photo_page.txt (printed page before the photo).
Also: every gold member has at least one "+" line from one of his/her files, every "+" line's file
belongs to a gold member, no "-" line comes from a gold member's file, every person is gold
somewhere, the YAML parses, and tags are from the allowed list. Exit 1 on any failure.
Run with src/.venv/bin/python (needs python-docx, pyyaml optional).
"""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
OWNERS = {
    "qi_shuheng_zh.pdf": "QSH",
    "Zhuoran_Tian_CV_2023.pdf": "TZR",
    "tian_zhuoran_resume_2026.json": "TZR",
    "pu_junxi_简历.docx": "PJX",
    "IMG_20261103_194512.jpg": "JXL",
    "ju_xiaolan_photo_page.txt": "JXL",   # text of the photographed page
}
TAGS = {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years", "tier",
        "title", "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}


def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = t.replace("\u30fb", "·").replace("\uff65", "·").replace("\u00b7", "·")
    return re.sub(r"\s+", "", t)


def text_of(name):
    if name.endswith(".txt"):
        return (SRC / name).read_text(encoding="utf-8")
    if name.endswith(".jpg"):
        return (SRC / "ju_xiaolan_photo_page.txt").read_text(encoding="utf-8")
    p = CVS / name
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if name.endswith(".json"):
        raw = p.read_text(encoding="utf-8")
        json.loads(raw)
        return raw
    return p.read_text(encoding="utf-8")


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, fails, ev, nq = {}, [], [], 0
    gold_seen = set()
    people = set(re.findall(r"^  ([A-Z]{2,4}):", "\n".join(lines), re.M))
    start = lines.index("questions:") + 1
    for i, ln in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*# ([+-]) ([^:]+?): (.+)$", ln)
        if m:
            ev.append((i, m.group(1), m.group(2).strip(), m.group(3)))
            continue
        m = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\], tags: \[(.*?)\]\}\s*$", ln)
        if not m:
            continue
        nq += 1
        gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
        tags = [t.strip() for t in m.group(3).split(",") if t.strip()]
        gold_seen.update(gold)
        for t in tags:
            if t not in TAGS:
                fails.append(f"line {i}: unknown tag {t}")
        if not gold and "empty-gold" not in tags:
            fails.append(f"line {i}: empty gold without empty-gold tag")
        supported = set()
        for (j, sign, f, quote) in ev:
            if f not in OWNERS:
                fails.append(f"line {j}: unknown file {f}")
                continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                fails.append(f"line {j}: quote not found in {f}: {quote}")
            owner = OWNERS[f]
            if sign == "+":
                if owner not in gold:
                    fails.append(f"line {j}: + evidence from {f} ({owner}) but {owner} not gold")
                supported.add(owner)
            elif owner in gold:
                fails.append(f"line {j}: - trap from {f} names gold member {owner}")
        for g in gold:
            if g not in people:
                fails.append(f"line {i}: gold key {g} not in people")
            if g not in supported:
                fails.append(f"line {i}: gold {g} has no + evidence")
        ev = []
    for p in people - gold_seen:
        fails.append(f"person {p} is never gold")
    try:
        import yaml
        y = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
        assert len(y["questions"]) == nq, "yaml question count differs from parsed lines"
        assert y["as_of"] == "2026-11-25"
    except ImportError:
        pass
    except Exception as e:  # noqa
        fails.append(f"yaml: {e}")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions, {len(cache)} files read, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
