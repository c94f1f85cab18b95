#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in questions.yaml against the text of its file.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the file;
the photo 岳晓蓓_简历_拍照.jpg: src/tx/page_text.txt (the page's text before it was photographed).
Whitespace is ignored, NFKC applied, markdown ** / * markers and PDF bullets dropped.
Also checks: every gold key is a person, each gold person has >=1 '+' line in that person's file,
and every person is gold somewhere. Exit 1 on failure."""
import re, subprocess, sys, unicodedata, pathlib
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "lan_zhixing_resume_2023.pdf": "LZ", "蓝知行_推荐算法_2026.txt": "LZ",
    "lorenz_baumgartl_cv.md": "LB", "岳晓蓓_简历_拍照.jpg": "YX",
    "hanyu_lou_game_designer.docx": "HL", "rafaela_muniz_cv.pdf": "RM",
}
PROXY = {"岳晓蓓_简历_拍照.jpg": ROOT / "src" / "tx" / "page_text.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PROXY:
        return PROXY[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    qy = ROOT / "questions.yaml"
    data = yaml.safe_load(qy.read_text(encoding="utf-8"))
    people = set(data["people"])
    assert set(CVS.iterdir()) == {CVS / f for f in OWNER}, "cvs/ content differs from OWNER map"
    texts = {f: norm(text_of(f)) for f in OWNER}
    fails = 0
    pending = []
    gold_seen = set()
    n_q = 0
    lines = qy.read_text(encoding="utf-8").splitlines()
    lines = lines[lines.index("questions:") + 1:]
    for line in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if m:
            pending.append(m.groups()); continue
        m = re.match(r"\s*-\s*\{q:", line)
        if m:
            n_q += 1
            item = yaml.safe_load(line.strip()[1:].strip())
            gold = item["gold"] or []
            for g in gold:
                if g not in people:
                    print(f"FAIL Q{n_q}: unknown gold key {g}"); fails += 1
            gold_seen.update(gold)
            plus_owners = set()
            for sign, f, quote in pending:
                if f not in texts:
                    print(f"FAIL Q{n_q}: unknown file {f}"); fails += 1; continue
                if norm(quote) not in texts[f]:
                    print(f"FAIL Q{n_q}: quote not in {f}: {quote}"); fails += 1
                if sign == "+":
                    plus_owners.add(OWNER[f])
                    if OWNER[f] not in gold:
                        print(f"FAIL Q{n_q}: '+' line from non-gold person's file {f}"); fails += 1
                elif OWNER[f] in gold:
                    print(f"NOTE Q{n_q}: '-' trap line in a gold person's file {f} (same person, other evidence)")
            for g in gold:
                if g not in plus_owners:
                    print(f"FAIL Q{n_q}: gold {g} has no '+' evidence"); fails += 1
            if not gold and not any(s == "-" for s, _, _ in pending):
                print(f"NOTE Q{n_q}: empty gold without a trap line")
            pending = []
    if len(data["questions"]) != n_q:
        print(f"FAIL: parsed {n_q} question lines but YAML has {len(data['questions'])}"); fails += 1
    for p in sorted(people - gold_seen):
        print(f"FAIL: {p} is never gold"); fails += 1
    print(f"{n_q} questions checked, {fails} failure(s)")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
