"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON string values (.json),
the file itself (.md/.txt; markdown * markers dropped), src/shi_yinghe_photo_page.txt for the photo.
Comparison ignores all whitespace and NFKC forms. Also checks gold keys exist, every gold person has
a '+' line in its intent block, all 4 phrasings of an intent share one gold, and every person is gold
somewhere. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "shi_yinghe_photo_page.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-enc", "UTF-8", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".json":
        out = []
        def walk(x):
            if isinstance(x, str): out.append(x)
            elif isinstance(x, dict): [walk(v) for v in x.values()]
            elif isinstance(x, list): [walk(v) for v in x]
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    t = p.read_text(encoding="utf-8")
    if p.suffix == ".md":
        t = t.replace("*", "")
    return t


def main():
    fails = 0
    cache = {}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = data["people"]
    n_ev = 0
    block_plus = {}
    block_minus = {}
    cur = None
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*# =+ (\S+)", ln)
        if m:
            cur = m.group(1); block_plus[cur] = set(); continue
        m = re.match(r"\s*# ([+-]) ([^:]+?): (.+)$", ln)
        if not m:
            continue
        sign, f, quote = m.groups()
        n_ev += 1
        if not (CVS / f).exists():
            print("MISSING FILE", f); fails += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        q = norm(quote.replace("*", "") if f.endswith(".md") else quote)
        if q not in cache[f]:
            print("NOT FOUND", sign, f, "::", quote); fails += 1
        if sign == "+" and cur:
            block_plus[cur].add(f)
        if sign == "-" and cur:
            block_minus.setdefault(cur, set()).add(f)
    # owners of files (for 'every gold member has evidence')
    owner = {"renata_kvamme_cv.pdf": "RK", "sudhir_ramakrishnan.pdf": "SR", "蔡承彦_简历_2026.pdf": "CC",
             "caichengyan_resume_2020.txt": "CC", "温雪岑-品类经理.docx": "WX", "IMG_20261103_184512.jpg": "SY",
             "oskar_nieminen.md": "OSK", "HuiShan_Goh_CV.docx": "GH", "lu_qinghan.resume.json": "LQ"}
    assert set(owner) == {p.name for p in CVS.iterdir()}, "owner map out of date"
    golds = {}
    gold_people = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in people:
                print("UNKNOWN KEY", g, q["q"]); fails += 1
            gold_people.add(g)
        golds.setdefault(q["intent"], set()).add(tuple(sorted(q["gold"])))
        have = {owner[f] for f in block_plus.get(q["intent"], ())}
        for g in q["gold"]:
            if g not in have:
                print("NO + EVIDENCE for", g, "in", q["intent"]); fails += 1
    for i, fs in block_minus.items():
        g = next(iter(golds.get(i, {()})))
        for f in fs:
            if owner[f] in g:
                print("TRAP LINE NAMES A GOLD MEMBER", i, f); fails += 1
    for i, gs in golds.items():
        if len(gs) != 1:
            print("INTENT GOLD DIFFERS", i, gs); fails += 1
    for p in people:
        if p not in gold_people:
            print("NEVER GOLD", p); fails += 1
    print(f"{n_ev} evidence lines, {len(data['questions'])} questions, {len(golds)} intents, failures: {fails}")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
