"""Self-check for paraphrase28/questions.yaml.

For every evidence comment "# + file: quote" / "# - file: quote" above a question, checks that
the quote occurs in the text of cvs/<file> (whitespace-insensitive, NFKC, bullets and markdown
emphasis ignored, line-end hyphens that pdftotext drops tolerated). Also checks: every gold
member has a "+" line, no "-" line belongs to a gold member, every person is gold somewhere,
each intent has exactly 4 questions (2 en + 2 zh) with identical gold.
Text sources: pdftotext (default mode) for .pdf; python-docx paragraphs + table cells for
.docx; all string values for .json; the file for .md/.txt; for the photo .jpg the page text
in src/kiran_delacroix/kiran_delacroix_page_text.txt. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "lu_jiayan_zh.pdf": "LJ", "jiayan_lu_en.md": "LJ", "niall_ashworth.pdf": "NA",
    "范书澄_简历.docx": "FS", "Noemi_Castaneda_PM.docx": "NC", "yue_qinghe_简历.md": "YQ",
    "mehmet_karaca.resume.json": "MK", "cv_qiao_nianzhen_2026.txt": "QN",
    "IMG_20261102_183344.jpg": "KD",
}
PHOTO_TEXT = {"IMG_20261102_183344.jpg": ROOT / "src/kiran_delacroix/kiran_delacroix_page_text.txt"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs + s.footer.paragraphs]
        return "\n".join(parts)
    if p.suffix == ".json":
        out = []
        def walk(x):
            if isinstance(x, str): out.append(x)
            elif isinstance(x, dict): [walk(v) for v in x.values()]
            elif isinstance(x, list): [walk(v) for v in x]
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    return p.read_text(encoding="utf-8")


def norm(s, md=False):
    s = unicodedata.normalize("NFKC", s)
    if md:
        s = s.replace("*", "")
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    import yaml
    qpath = ROOT / "questions.yaml"
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    people = set(data["people"])
    texts = {}
    fails = 0
    n_ev = 0
    pending = []
    qi = 0
    questions = data["questions"]
    for line in qpath.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if m:
            pending.append((m.group(1), m.group(2), m.group(3).strip()))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            q = questions[qi]; qi += 1
            gold = set(q["gold"])
            plus_owners = set()
            for sign, f, quote in pending:
                n_ev += 1
                if f not in OWNER:
                    print(f"FAIL unknown file {f!r} ({q['q']})"); fails += 1; continue
                if f not in texts:
                    texts[f] = text_of(f)
                md = f.endswith(".md")
                t, qq = norm(texts[f], md), norm(quote, md)
                if qq not in t and qq.replace("-", "") not in t.replace("-", ""):
                    print(f"FAIL quote not in {f}: {quote!r}"); fails += 1
                if sign == "+":
                    plus_owners.add(OWNER[f])
                    if OWNER[f] not in gold:
                        print(f"FAIL + line for non-gold {OWNER[f]} ({q['q']})"); fails += 1
                elif OWNER[f] in gold:
                    print(f"FAIL - line for gold member {OWNER[f]} ({q['q']})"); fails += 1
            for g in gold - plus_owners:
                print(f"FAIL gold {g} has no evidence ({q['q']})"); fails += 1
            pending = []
    assert qi == len(questions), (qi, len(questions))
    # structure checks
    by_intent = defaultdict(list)
    for q in questions:
        for g in q["gold"]:
            if g not in people:
                print(f"FAIL unknown key {g}"); fails += 1
        by_intent[q["intent"]].append(q)
    for it, qs in by_intent.items():
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or zh != 2:
            print(f"FAIL intent {it}: {len(qs)} questions, {zh} Chinese"); fails += 1
        if len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print(f"FAIL intent {it}: gold differs"); fails += 1
        if not any("paraphrase" in q["tags"] for q in qs):
            print(f"FAIL intent {it}: no paraphrase phrasing"); fails += 1
    used = {g for q in questions for g in q["gold"]}
    for p in people - used:
        print(f"FAIL {p} is never gold"); fails += 1
    for f in OWNER:
        if not (CVS / f).exists():
            print(f"FAIL missing cv {f}"); fails += 1
    extra = {p.name for p in CVS.iterdir()} - set(OWNER)
    if extra:
        print(f"FAIL unexpected files in cvs/: {extra}"); fails += 1
    print(f"{len(questions)} questions, {len(by_intent)} intents, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
