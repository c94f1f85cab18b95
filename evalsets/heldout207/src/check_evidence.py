"""Checks every '+'/'-' evidence quote in questions.yaml against its file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file (md/txt, '**'/'*'
removed), src/bpy/emir_yilmazer_2026_page.txt for the photo. Whitespace-insensitive, NFKC.
Also checks every gold key is defined, has >=1 '+' line, and every person is gold somewhere.
Run: src/.venv/bin/python src/check_evidence.py"""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_181522.jpg": ROOT / "src" / "bpy" / "emir_yilmazer_2026_page.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
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
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, fails, pending, nq = {}, 0, [], 0
    gold_seen = set()
    qi = 0
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if m:
            sign, f, quote = m.groups()
            if not (CVS / f).exists():
                print("NO FILE", f); fails += 1; continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            ok = norm(quote) in cache[f]
            if not ok:
                print("MISSING", f, "|", quote); fails += 1
            pending.append((sign, f))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            for g in q["gold"]:
                if g not in keys:
                    print("UNKNOWN KEY", g, q["q"]); fails += 1
                gold_seen.add(g)
            if q["gold"] and not any(s == "+" for s, _ in pending):
                print("NO + EVIDENCE", q["q"]); fails += 1
            if not q["gold"] and "empty-gold" not in q["tags"]:
                print("EMPTY WITHOUT TAG", q["q"]); fails += 1
            pending = []
    if qi != len(data["questions"]):
        print("question count mismatch", qi, len(data["questions"])); fails += 1
    for k in keys - gold_seen:
        print("NEVER GOLD", k); fails += 1
    print(f"{len(data['questions'])} questions, {len(cache)} files, failures: {fails}")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
