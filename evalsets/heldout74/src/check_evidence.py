#!/usr/bin/env python3
"""Self-check for heldout74/questions.yaml: every '# + file: quote' / '# - file: quote' line must
occur in the text of that file (whitespace-insensitive, NFKC, markdown ** removed); every gold
person needs at least one '+' line; gold keys must be in people:. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20261118_213354.jpg": SRC / "dhruv_malhotra_page.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)


def json_strings(o):
    if isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o


def text_of(name):
    f = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if f.suffix == ".docx":
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for sec in d.sections:
            parts += [p.text for p in sec.header.paragraphs] + [p.text for p in sec.footer.paragraphs]
        return "\n".join(parts)
    if f.suffix == ".json":
        return "\n".join(json_strings(json.loads(f.read_text(encoding="utf-8"))))
    return f.read_text(encoding="utf-8")


def main():
    import yaml
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = data["people"]
    cache, fails, n_ev = {}, 0, 0
    pending = []
    owners = {}  # file -> key, for checking that + lines back gold people
    file_owner = {
        "殳乐川_简历_2026.pdf": "SLC", "cv_speech_2021.md": "SLC", "margaux_pellerin_cv.pdf": "MP",
        "haruto_ishida.resume.json": "HI", "宿雅宁-质量经理-简历.docx": "SYN", "IMG_20261118_213354.jpg": "DM",
    }
    for f in CVS.iterdir():
        if f.name not in file_owner:
            print("UNKNOWN FILE in cvs/:", f.name); fails += 1
    qi = 0
    start = lines.index("questions:")
    for ln in lines[start + 1:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if m:
            sign, fn, quote = m.groups()
            if fn not in file_owner:
                print("no such file:", fn); fails += 1; continue
            if fn not in cache:
                cache[fn] = norm(text_of(fn))
            n_ev += 1
            if norm(quote) not in cache[fn]:
                print(f"NOT FOUND [{fn}]: {quote}"); fails += 1
            pending.append((sign, file_owner[fn]))
            continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = q["gold"]
            for g in gold:
                if g not in people:
                    print("unknown key", g, q["q"]); fails += 1
                if ("+", g) not in pending:
                    print("gold without + evidence:", g, q["q"]); fails += 1
            for sign, k in pending:
                if sign == "+" and k not in gold:
                    print("+ line for non-gold", k, q["q"]); fails += 1
                if sign == "-" and k in gold and ("+", k) not in pending:
                    pass
            if not gold and "empty-gold" not in q["tags"]:
                print("empty gold without tag:", q["q"]); fails += 1
            pending = []
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    print(f"{len(data['questions'])} questions, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
