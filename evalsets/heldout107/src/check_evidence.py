#!/usr/bin/env python3
"""Self-check for heldout107: every '+'/'-' evidence quote in questions.yaml occurs in its file's
text (whitespace-insensitive; markdown **, #, | and PDF bullets ignored), every gold key has a
'+' quote, every person is gold somewhere, and the YAML parses."""
import re, subprocess, sys
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_194512.jpg": ROOT / "src" / "lu_wanxi_2026_photo.txt"}

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p)); parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    s = s.replace("**", "").replace("#", "").replace("|", "").replace("\u2022", "")
    return re.sub(r"\s+", "", s)

def main():
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    people = set(data["people"])
    cache, errors, pending, n_quotes = {}, [], [], 0
    qi = 0
    gold_seen = set()
    body = raw.split("\nquestions:", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if m:
            pending.append((m.group(1), m.group(2).strip(), m.group(3).strip())); continue
        if re.match(r"\s*- \{q:", line):
            q = data["questions"][qi]; qi += 1
            plus_files = set()
            for sign, f, quote in pending:
                n_quotes += 1
                try:
                    if f not in cache: cache[f] = norm(text_of(f))
                except FileNotFoundError:
                    errors.append(f"Q{qi} missing file {f}"); continue
                if norm(quote) not in cache[f]:
                    errors.append(f"Q{qi} ({q['q']}): not found in {f}: {quote}")
                if sign == "+": plus_files.add(f)
            if q["gold"] and not plus_files:
                errors.append(f"Q{qi}: gold without + evidence")
            for k in q["gold"]:
                if k not in people: errors.append(f"Q{qi}: unknown key {k}")
                gold_seen.add(k)
            pending = []
    if qi != len(data["questions"]):
        errors.append(f"parsed {qi} question lines but YAML has {len(data['questions'])}")
    for k in people - gold_seen:
        errors.append(f"person {k} is never gold")
    for e in errors: print("FAIL", e)
    print(f"{len(data['questions'])} questions, {n_quotes} quotes, {len(errors)} errors")
    sys.exit(1 if errors else 0)

if __name__ == "__main__":
    main()
