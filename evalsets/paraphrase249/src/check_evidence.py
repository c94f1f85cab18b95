#!/usr/bin/env python3
"""Check every +/- evidence quote in questions.yaml against its file's text (whitespace-insensitive)."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261114_183502.jpg": ROOT / "src" / "qi_manqiao_2026_photo_text.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "")
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


def texts(name):
    """Return candidate texts of a CV file (a quote must be in one of them)."""
    f = CVS / name
    if not f.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return [PHOTO_TEXT[name].read_text(encoding="utf-8")]
    suf = f.suffix.lower()
    if suf == ".pdf":
        return [subprocess.run(["pdftotext"] + opt + [str(f), "-"], capture_output=True, text=True, check=True).stdout
                for opt in ([], ["-layout"], ["-raw"])]
    if suf == ".docx":
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for sec in d.sections:
            parts += [p.text for p in sec.header.paragraphs] + [p.text for p in sec.footer.paragraphs]
        # each paragraph / cell separately and all joined
        return ["\n".join(parts)] + parts
    if suf == ".json":
        vals = list(json_strings(json.loads(f.read_text(encoding="utf-8"))))
        return ["\n".join(vals)] + vals
    return [f.read_text(encoding="utf-8")]


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, fails, n = {}, 0, 0
    ev_re = re.compile(r"^\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$")
    pending_plus = []
    import yaml
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    people = data["people"]
    for i, line in enumerate(lines, 1):
        m = ev_re.match(line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not (CVS / fname).exists():
            continue  # header prose lines like "- Degrees: ..." are not evidence
        n += 1
        if fname not in cache:
            cache[fname] = [norm(t) for t in texts(fname)]
        q = norm(quote)
        if not any(q in t for t in cache[fname]):
            fails += 1
            print(f"FAIL line {i}: {fname}: {quote}")
    # structural checks: every gold person of a question has a + line (in a file they own) in the
    # evidence block above it, and no - line of that block is from a gold person's file
    owners = {"pei_wangzhi_cv.pdf": "PW", "joanne_qi_resume_2021.md": "QM", "IMG_20261114_183502.jpg": "QM",
              "hedda_ruskovic_cv.pdf": "HR", "Reinout_Verhallen_CV_2026.pdf": "RV",
              "cv_claims_analyst.docx": "NR", "宓嘉屿_测试负责人.docx": "MJ", "晏澄舟_简历.txt": "YC",
              "kang_ruiyang.json": "KR"}
    if set(owners) != {p.name for p in CVS.iterdir()}:
        fails += 1
        print("owners map does not match cvs/")
    block = []
    for line in lines:
        m = ev_re.match(line)
        if m and m.group(2) in owners:
            block.append((m.group(1), owners[m.group(2)]))
            continue
        qm = re.match(r"^\s*- \{q: .*gold: \[([^\]]*)\]", line)
        if qm:
            gold = [g.strip() for g in qm.group(1).split(",") if g.strip()]
            plus = {o for s_, o in block if s_ == "+"}
            minus = {o for s_, o in block if s_ == "-"}
            for g in gold:
                if g not in plus:
                    fails += 1
                    print("no + evidence for", g, "in:", line.strip()[:80])
            if set(gold) & minus:
                fails += 1
                print("- line names a gold member:", line.strip()[:80])
            if plus - set(gold):
                fails += 1
                print("+ line for a non-gold person:", line.strip()[:80])
        elif line.strip() == "" or line.strip().startswith("# ----"):
            block = []
    intents = {}
    for q in data["questions"]:
        intents.setdefault(q["intent"], []).append(q)
        for k in q["gold"]:
            if k not in people:
                fails += 1
                print("unknown gold key", k, q["q"])
    for it, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            fails += 1
            print("intent problem", it, len(qs), golds)
    gold_people = {k for q in data["questions"] for k in q["gold"]}
    for k in people:
        if k not in gold_people:
            fails += 1
            print("person never gold:", k)
    print(f"{n} evidence lines checked, {len(intents)} intents, {len(data['questions'])} questions, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
