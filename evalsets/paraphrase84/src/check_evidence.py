"""Check that every '# + file: quote' / '# - file: quote' evidence line in questions.yaml occurs
verbatim (whitespace-insensitive, markdown '*' ignored, PDF bullets ignored) in that file's text."""
import json, re, subprocess, sys
from pathlib import Path
import yaml
ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261104_183215.jpg": ROOT / "src" / "li_ruoxi_page_text.txt"}

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
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    s = s.replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def main():
    src = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(src)
    files = {f.name for f in CVS.iterdir()}
    cache, bad, n = {}, 0, 0
    body = src[src.index("\nquestions:"):]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if not m or m.group(2) not in files:
            if m and ("." in m.group(2)):
                print("UNKNOWN FILE:", line); bad += 1
            continue
        n += 1
        f, q = m.group(2), m.group(3)
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(q) not in cache[f]:
            print(f"MISSING in {f}: {q}"); bad += 1
    # structural checks
    keys = set(data["people"])
    by_intent = {}
    for q in data["questions"]:
        assert set(q["gold"]) <= keys, q
        by_intent.setdefault(q["intent"], []).append(q)
    for k, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM:", k, len(qs), golds); bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    if used != keys:
        print("never gold:", keys - used); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
