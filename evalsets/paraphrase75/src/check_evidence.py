#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-, '**'- and dash-insensitive), that every gold person has '+' evidence, that
all 4 questions of an intent share the same gold, and that each intent has 4 questions."""
import re, subprocess, sys, unicodedata, json
from pathlib import Path
from collections import defaultdict
ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "hsu_kuanting_page.txt"}

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
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
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "")
    s = re.sub(r"[\u2010-\u2015\u2212-]", "-", s)
    s = s.replace("\u2019", "'").replace("\u2018", "'")
    return re.sub(r"\s+", "", s)

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, fails, pending = {}, 0, []
    owners = {}
    intents = defaultdict(list)
    nq = 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            if not (CVS / f).exists():
                print("MISSING FILE", f); fails += 1; continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                print(f"NOT FOUND [{f}]: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        m = re.match(r"\s*- \{q: (\".*?\"), gold: \[(.*?)\], tags: \[(.*?)\], intent: (\S+?),", ln)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            intents[m.group(4)].append(tuple(sorted(gold)))
            plus_files = {f for s, f in pending if s == "+"}
            for g in gold:
                if not any(OWNER.get(f) == g for f in plus_files):
                    print("NO + EVIDENCE for", g, "in", m.group(1)); fails += 1
            for s, f in pending:
                if s == "-" and OWNER.get(f) in gold:
                    print("TRAP LINE NAMES GOLD PERSON", f, m.group(1)); fails += 1
            if not gold and "empty-gold" not in m.group(3):
                print("empty gold without tag", m.group(1)); fails += 1
            pending = []
    for k, golds in intents.items():
        if len(golds) != 4 or len(set(golds)) != 1:
            print("INTENT MISMATCH", k, golds); fails += 1
    print(f"{nq} questions, {len(intents)} intents, {len(cache)} files checked, {fails} failures")
    return 1 if fails else 0

OWNER = {"yu_ruochen_zh.pdf": "YR", "que_yuqing.pdf": "QY", "jian_kewei.pdf": "KJ",
         "IMG_20261103_184512.jpg": "KH", "闾思蕴_内容策略.docx": "LS", "Fiadh_Corcoran_CV.docx": "FC",
         "lu_xingchi_2023.md": "LX", "resume_backend_2026.txt": "LX", "qiao_jianmin_resume.json": "QJ"}
sys.exit(main())
