"""Check every +/- evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown * markers ignored). Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_网络工程师简历.jpg": ROOT / "src" / "qin_haichuan_photo_text.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    if p.suffix == ".docx":
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(" ".join(c.text for c in r.cells))
        for s in d.sections:
            parts += [x.text for x in s.footer.paragraphs] + [x.text for x in s.header.paragraphs]
        return "\n".join(parts)
    if p.suffix == ".json":
        out = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values(): walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            elif isinstance(o, str):
                out.append(o)
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    return p.read_text(encoding="utf-8")


def main():
    qy = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(qy)
    cache, fails, n = {}, 0, 0
    for line in qy.splitlines():
        m = re.match(r"\s+#\s*([+-])\s+(\S+):\s+(.*)$", line)
        if not m:
            continue
        f, quote = m.group(2), m.group(3)
        if not (CVS / f).exists():
            print("MISSING FILE", f); fails += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            print("NOT FOUND", f, "::", quote); fails += 1
    # every intent: 4 phrasings, same gold; every person gold somewhere
    by = {}
    for q in data["questions"]:
        by.setdefault(q["intent"], []).append(tuple(sorted(q["gold"])))
    for k, v in by.items():
        if len(v) != 4 or len(set(v)) != 1:
            print("INTENT BAD", k, v); fails += 1
    golds = {g for q in data["questions"] for g in q["gold"]}
    for k in data["people"]:
        if k not in golds:
            print("NEVER GOLD", k); fails += 1
    print(f"{n} evidence lines, {len(data['questions'])} questions, {len(by)} intents, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
