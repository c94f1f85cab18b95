"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells + header/footer (DOCX), JSON string values,
the file itself (.md/.txt), and for the photo the stored page text in src/. Whitespace, markdown ** / *
markers and PDF bullets are ignored. Also checks: every gold person has a '+' line in their own files,
every '+' line comes from a file of a gold person, every person is gold somewhere, tags come from the allowed list. Exit 1 on failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path


HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20221104_213655.jpg": HERE / "rf" / "kuang_zh_2022_page_text.txt"}
OWNER = {"沈岳川_简历.pdf": "SYC", "Zhilang_Kuang_CV_2026.pdf": "KZL", "IMG_20221104_213655.jpg": "KZL",
         "财务总监_简历_2026.docx": "JPH", "saorla_whelehan_localisation.md": "SW",
         "ewelina_zarzycka.resume.json": "EZ"}
TAGS = {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years", "tier", "title",
        "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text()
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if p.suffix == ".json":
        out = []
        def walk(o):
            if isinstance(o, str): out.append(o)
            elif isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
        walk(json.loads(p.read_text()))
        return "\n".join(out)
    return p.read_text()


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    cache = {n: norm(text_of(n)) for n in OWNER}
    lines = (ROOT / "questions.yaml").read_text().splitlines()
    fails, pending, n_ev = [], [], 0
    gold_seen = set()
    start = lines.index("questions:")
    for i, ln in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
        if m:
            sign, f, q = m.groups()
            n_ev += 1
            if f not in cache:
                fails.append(f"line {i}: unknown file {f}")
            elif norm(q) not in cache[f]:
                fails.append(f"line {i}: quote not in {f}: {q}")
            pending.append((i, sign, f))
            continue
        m = re.match(r"\s*-\s*\{q:.*gold:\s*\[([^\]]*)\],\s*tags:\s*\[([^\]]*)\]\}", ln)
        if m:
            gold = [g.strip() for g in m.group(1).split(",") if g.strip()]
            tags = [t.strip() for t in m.group(2).split(",") if t.strip()]
            gold_seen |= set(gold)
            for t in tags:
                if t not in TAGS:
                    fails.append(f"line {i}: unknown tag {t}")
            if ("empty-gold" in tags) != (not gold):
                fails.append(f"line {i}: empty-gold tag mismatch")
            plus_owners = {OWNER.get(f) for _, s, f in pending if s == "+"}
            for g in gold:
                if g not in plus_owners:
                    fails.append(f"line {i}: gold {g} has no '+' evidence")
            for j, s, f in pending:
                if s == "+" and OWNER.get(f) not in gold:
                    fails.append(f"line {j}: '+' evidence from non-gold owner {OWNER.get(f)}")
            pending = []
    missing = set(OWNER.values()) - gold_seen
    if missing:
        fails.append(f"people never gold: {sorted(missing)}")
    for f in fails:
        print("FAIL", f)
    print(f"{n_ev} evidence lines checked, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
