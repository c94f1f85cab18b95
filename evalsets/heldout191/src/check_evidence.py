"""Self-check for heldout191/questions.yaml: every '# + file: quote' / '# - file: quote' quote must
occur in the text of its file (whitespace-insensitive, NFKC). Text: pdftotext for .pdf,
python-docx paragraphs for .docx, JSON string values for .json, the file for .txt, and for the
.jpg the pdftotext of the page before it was photographed (src/laisitong_2026_page_text.txt).
Also: every gold person has at least one '+' line from one of their own files, each question's
'+' lines only cite gold people's files, and every person is gold somewhere. Exit 1 on failure."""
import json, pathlib, re, subprocess, sys, unicodedata
import yaml
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "imogen_tattersall_cv.pdf": "IT",
    "黎卓谦_网络工程师_简历.pdf": "LZQ",
    "苏曼妮-商品运营经理.docx": "SMN",
    "harish_prakash.resume.json": "HP",
    "赖思彤_简历_2022.txt": "LST",
    "赖思彤_简历_2026.jpg": "LST",
}
PHOTO_TEXT = {"赖思彤_简历_2026.jpg": ROOT / "src" / "laisitong_2026_page_text.txt"}


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
        return subprocess.run(["pdftotext", "-enc", "UTF-8", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    return p.read_text(encoding="utf-8")


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def main():
    qpath = ROOT / "questions.yaml"
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    keys = set(data["people"])
    assert set(OWNERS.values()) == keys, "owners and people differ"
    texts = {n: norm(text_of(n)) for n in OWNERS}
    for n in OWNERS:
        assert (CVS / n).exists(), n
    extra = {p.name for p in CVS.iterdir()} - set(OWNERS)
    fails = []
    if extra:
        fails.append(f"files in cvs/ without owner: {extra}")
    # walk the file: collect evidence comments until the next question line
    lines = qpath.read_text(encoding="utf-8").splitlines()
    in_q = False
    ev = []
    blocks = []
    for ln in lines:
        s = ln.strip()
        if s == "questions:":
            in_q = True
            continue
        if not in_q:
            continue
        m = re.match(r"#\s*([+-])\s+(\S+?):\s(.*)$", s)
        if m:
            ev.append((m.group(1), m.group(2), m.group(3).strip()))
        elif s.startswith("- {q:"):
            blocks.append(ev)
            ev = []
    qs = data["questions"]
    if len(blocks) != len(qs):
        fails.append(f"{len(blocks)} evidence blocks vs {len(qs)} questions")
    n_ev = 0
    gold_seen = set()
    for i, (q, evs) in enumerate(zip(qs, blocks), 1):
        gold = set(q["gold"])
        gold_seen |= gold
        if not gold <= keys:
            fails.append(f"Q{i}: unknown keys {gold - keys}")
        plus_people = set()
        for sign, f, quote in evs:
            n_ev += 1
            if f not in OWNERS:
                fails.append(f"Q{i}: unknown file {f}")
                continue
            if norm(quote) not in texts[f]:
                fails.append(f"Q{i}: quote not in {f}: {quote}")
            if sign == "+":
                plus_people.add(OWNERS[f])
                if OWNERS[f] not in gold:
                    fails.append(f"Q{i}: + line from non-gold person's file {f}")
        for g in gold - plus_people:
            fails.append(f"Q{i}: gold {g} has no + evidence")
        if not gold and "empty-gold" not in q.get("tags", []):
            fails.append(f"Q{i}: empty gold without empty-gold tag")
    for k in keys - gold_seen:
        fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{len(qs)} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
