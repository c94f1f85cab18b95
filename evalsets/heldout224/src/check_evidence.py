#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' in questions.yaml occurs in its file's text
(whitespace-insensitive, PDF bullets ignored). Also checks gold keys exist and every person is gold."""
import re, subprocess, sys, pathlib
ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_214507.jpg": ROOT / "src" / "shang_yutong_2026_page.txt"}

def text_of(name):
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file: {name}")
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
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    keys = set()
    in_people = False
    gold_seen = set()
    pending_plus = set()
    for ln in lines:
        if ln.startswith("people:"):
            in_people = True; continue
        if ln.startswith("questions:"):
            in_people = False; continue
        if in_people:
            m = re.match(r"\s+([A-Z]+):", ln)
            if m: keys.add(m.group(1))
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?):\s(.*)$", ln)
        if m and (CVS / m.group(2).strip()).exists():
            sign, f, q = m.group(1), m.group(2).strip(), m.group(3)
            if f not in cache:
                cache[f] = norm(text_of(f))
            n += 1
            if norm(q) not in cache[f]:
                bad += 1
                print(f"NOT FOUND [{sign}] {f}: {q}")
            continue
        m = re.search(r"gold:\s*\[([^\]]*)\]", ln)
        if m:
            g = [x.strip() for x in m.group(1).split(",") if x.strip()]
            for k in g:
                if k not in keys:
                    bad += 1; print("unknown key", k, "in", ln)
                gold_seen.add(k)
    for k in keys - gold_seen:
        bad += 1; print("never gold:", k)
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
