#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the text of
the file in ../cvs (pdftotext for PDF, python-docx paragraphs + table cells for DOCX, JSON string
values, the .md itself; the photo's page text from src/yong_shuhe_2025_zh_page.txt).
Whitespace and case are ignored, also markdown ** / _ markers and a hyphen at a PDF line end.
Also: every gold person has a '+' line from one of their own files; exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "ossian_quaintance_cv.pdf": "OQ",
    "peng_zhuoyuan_resume.pdf": "PZ",
    "邸清妍_品牌设计.docx": "DQ",
    "tax_manager_cv_2026.md": "CS",
    "shuhe_yong_resume.json": "YS",
    "IMG_20250318_101522.jpg": "YS",
}

def text_of(name):
    p = CVS / name
    if name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        t = re.sub(r"-\n\s*", "", t) + "\n" + t  # allow either form of line-end hyphen
        return t
    if name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if name.endswith(".json"):
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
    if name.endswith(".jpg"):
        return (ROOT / "src" / "yong_shuhe_2025_zh_page.txt").read_text(encoding="utf-8")
    return p.read_text(encoding="utf-8")

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("_", "").replace("*", "")
    return re.sub(r"\s+", "", s).casefold()

def main():
    import yaml
    qtext = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(qtext)
    keys = set(data["people"])
    cache, fails, nq, nev = {}, 0, 0, 0
    pending = []
    for line in qtext.splitlines():
        s = line.strip()
        m = re.match(r"#\s*([+-])\s+(\S+?):\s+(.*)$", s)
        if m and m.group(2) in OWNER or (m and "." in m.group(2)):
            sign, f, quote = m.groups()
            nev += 1
            if f not in OWNER or not (CVS / f).exists():
                print("NO SUCH FILE:", f); fails += 1; continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                print(f"QUOTE NOT FOUND [{f}]: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        if s.startswith("- {q:"):
            nq += 1
            q = yaml.safe_load(s[2:])
            gold = q["gold"]
            for g in gold:
                if g not in keys:
                    print("UNKNOWN KEY", g, q["q"]); fails += 1
                elif not any(sg == "+" and OWNER[f] == g for sg, f in pending):
                    print("NO + EVIDENCE for", g, "in:", q["q"]); fails += 1
            for sg, f in pending:
                if sg == "+" and OWNER[f] not in gold:
                    print("+ LINE FOR NON-GOLD", OWNER[f], "in:", q["q"]); fails += 1
            if not gold and "empty-gold" not in q["tags"]:
                print("EMPTY GOLD WITHOUT TAG:", q["q"]); fails += 1
            pending = []
    allgold = {g for q in data["questions"] for g in q["gold"]}
    for k in keys - allgold:
        print("NEVER GOLD:", k); fails += 1
    print(f"{nq} questions, {nev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
