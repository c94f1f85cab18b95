"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its CV file's text
(whitespace-insensitive, markdown ** ignored). Also sanity-checks gold keys and tags.
Run: src/.venv/bin/python src/check_evidence.py"""
import re, subprocess, sys
from pathlib import Path
import yaml  # noqa  (PyYAML may be missing; fall back below)

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)


def text_of(p: Path):
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


def main():
    texts = {p.name: norm(text_of(p)) for p in CVS.iterdir() if p.is_file()}
    bad = 0
    n = 0
    for ln, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:]+\.(?:pdf|docx|md|txt)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        sign, fn, quote = m.groups()
        if fn not in texts:
            print(f"line {ln}: unknown file {fn}"); bad += 1; continue
        if norm(quote) not in texts[fn]:
            print(f"line {ln}: NOT FOUND in {fn}: {quote}"); bad += 1
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    allowed = {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years", "tier",
               "title", "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}
    gold_seen = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown gold key", g, q["q"]); bad += 1
            gold_seen.add(g)
        for t in q["tags"]:
            if t not in allowed:
                print("bad tag", t, q["q"]); bad += 1
        if (not q["gold"]) != ("empty-gold" in q["tags"]):
            print("empty-gold tag mismatch", q["q"]); bad += 1
    for k in keys - gold_seen:
        print("person never gold:", k); bad += 1
    print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
