"""Checks every +/- evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC). PDFs: pdftotext raw and -layout; DOCX: python-docx
paragraphs, table cells, header/footer; .txt: the file; the JPG photo: src/qi_jiayin_photo_page.txt.
Also checks every gold key has a + line, tags are known, and every person is gold somewhere."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261119_141203.jpg": os.path.join(HERE, "qi_jiayin_photo_page.txt")}
TAGS = {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years", "tier",
        "title", "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def file_text(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        a = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
        return a + "\n\x00\n" + b
    if name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    keys = set(data["people"])
    cache, fails, pending, n_ev = {}, 0, [], 0
    gold_seen = set()
    qi = 0
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for ln in lines[start + 1:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            pending.append(m.groups())
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]
            qi += 1
            gold = q["gold"] or []
            gold_seen |= set(gold)
            for t in q["tags"]:
                if t not in TAGS:
                    print("BAD TAG", t, q["q"]); fails += 1
            if not gold and "empty-gold" not in q["tags"]:
                print("EMPTY GOLD WITHOUT TAG", q["q"]); fails += 1
            for g in gold:
                if g not in keys:
                    print("UNKNOWN KEY", g); fails += 1
            plus_files = set()
            for sign, fname, quote in pending:
                n_ev += 1
                if not os.path.exists(os.path.join(CVS, fname)):
                    print("NO FILE", fname); fails += 1; continue
                if fname not in cache:
                    cache[fname] = norm(file_text(fname))
                if norm(quote) not in cache[fname]:
                    print(f"MISSING [{q['q']}] {sign} {fname}: {quote}"); fails += 1
                if sign == "+":
                    plus_files.add(fname)
            if gold and not plus_files:
                print("NO + EVIDENCE", q["q"]); fails += 1
            pending = []
    if qi != len(data["questions"]):
        print("question count mismatch", qi, len(data["questions"])); fails += 1
    for k in keys - gold_seen:
        print("NEVER GOLD", k); fails += 1
    print(f"{len(data['questions'])} questions, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
