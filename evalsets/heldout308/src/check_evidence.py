#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** and * markers ignored). Also sanity-checks gold keys and counts."""
import json, pathlib, re, subprocess, sys
import yaml  # pip install pyyaml
ROOT = pathlib.Path(__file__).resolve().parents[1]
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20230314_简历.jpg": ROOT / "src/tan_jingwei_photo/tan_jingwei_zh_2023.txt"}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if not p.exists():
        raise SystemExit(f"missing file {name}")
    if name in PHOTO_TEXT:
        return [PHOTO_TEXT[name].read_text(encoding="utf-8")]
    if p.suffix == ".pdf":
        return [subprocess.run(["pdftotext"] + a + [str(p), "-"], capture_output=True, text=True, check=True).stdout
                for a in ([], ["-layout"])]
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    return [p.read_text(encoding="utf-8")]

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m or not (CVS / m.group(2)).exists() and not m.group(2).endswith((".pdf", ".docx", ".md", ".json", ".jpg", ".txt")):
            continue
        _, f, q = m.groups()
        if f not in cache:
            cache[f] = [norm(t) for t in text_of(f)]
        n += 1
        if not any(norm(q) in t for t in cache[f]):
            bad += 1
            print(f"line {i}: NOT FOUND in {f}: {q}")
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    qs = data["questions"]
    for q in qs:
        for g in q["gold"]:
            if g not in keys:
                bad += 1; print("unknown gold key", g, q["q"])
    golded = {g for q in qs for g in q["gold"]}
    if golded != keys:
        bad += 1; print("people never gold:", keys - golded)
    zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
    empty = sum(not q["gold"] for q in qs)
    print(f"{n} quotes checked, {bad} problems; {len(qs)} questions ({zh} zh, {len(qs)-zh} en, {empty} empty-gold)")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
