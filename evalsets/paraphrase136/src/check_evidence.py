#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against the text of its file.

Text sources: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the raw file
(.md/.txt/.json), and for the phone photo the page text kept in src/. Comparison is
whitespace-insensitive, NFKC-normalised, with Markdown '*' markers ignored.
Also checks: every gold key has at least one '+' line in its intent block, each intent's
four phrasings share one gold, no '-' (trap) line belongs to a gold person of that question,
and every person is gold somewhere.
"""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20210614_215233.jpg": SRC / "zhen_shulang_old_2021_photo_text.txt"}
OWNER = {
    "lanxin_huo_cv.pdf": "HL", "苏泊然_工艺工程师简历.pdf": "SB", "Kenneth_Lau_CV_2026.pdf": "KL",
    "Leonie_Wachter_Procurement_CV.docx": "LW", "夏知微-金融-2026届.docx": "XZ",
    "甄书朗_前端_2026.md": "ZS", "IMG_20210614_215233.jpg": "ZS",
    "oskar_wilczek_narrative.txt": "OW", "maja_lindholm.resume.json": "ML",
}

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
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
    s = unicodedata.normalize("NFKC", s).replace("*", "")
    return re.sub(r"\s+", "", s)

def main():
    qpath = ROOT / "questions.yaml"
    lines = qpath.read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    cache, fails, n = {}, 0, 0
    pending = []          # evidence lines since the last question
    block_plus = set()    # owners with '+' evidence in the current intent block
    gold_by_intent, plus_by_intent = {}, {}
    qi = 0
    questions = data["questions"]
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            n += 1
            if fname not in OWNER:
                print(f"UNKNOWN FILE: {fname}"); fails += 1; continue
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
            if norm(quote) not in cache[fname]:
                print(f"NOT FOUND [{sign}] {fname}: {quote}"); fails += 1
            pending.append((sign, OWNER[fname]))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = questions[qi]; qi += 1
            it = q["intent"]
            gold_by_intent.setdefault(it, set()).add(tuple(sorted(q["gold"])))
            s = plus_by_intent.setdefault(it, set())
            for sign, own in pending:
                if sign == "+":
                    s.add(own)
            minus = {own for sign, own in pending if sign == "-"}
            if minus & set(q["gold"]):
                print(f"TRAP line names a gold person: {q['q']} {minus & set(q['gold'])}"); fails += 1
            pending = []
    for it, golds in gold_by_intent.items():
        if len(golds) != 1:
            print(f"INTENT {it}: phrasings disagree on gold {golds}"); fails += 1; continue
        gold = set(next(iter(golds)))
        missing = gold - plus_by_intent[it]
        extra = plus_by_intent[it] - gold
        if missing:
            print(f"INTENT {it}: gold without '+' evidence: {missing}"); fails += 1
        if extra:
            print(f"INTENT {it}: '+' evidence for non-gold: {extra}"); fails += 1
    counts = {}
    for q in questions:
        counts[q["intent"]] = counts.get(q["intent"], 0) + 1
    for it, c in counts.items():
        if c != 4:
            print(f"INTENT {it}: {c} phrasings, expected 4"); fails += 1
    keys = set(data["people"])
    used = set().union(*[set(q["gold"]) for q in questions])
    if keys - used:
        print(f"people never gold: {keys - used}"); fails += 1
    print(f"{n} evidence lines, {len(questions)} questions, {fails} failures")
    sys.exit(1 if fails else 0)

main()
