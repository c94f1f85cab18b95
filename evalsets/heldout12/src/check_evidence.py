"""Self-check for heldout12: every '# + file: quote' / '# - file: quote' comment in
questions.yaml must occur in that file's text (whitespace-insensitive; markdown * and #
markers ignored). Also checks gold keys and that every person is gold somewhere."""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def text_of(path: Path) -> str:
    if path.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                              text=True, check=True).stdout + "\n" + \
               subprocess.run(["pdftotext", str(path), "-"], capture_output=True,
                              text=True, check=True).stdout
    if path.suffix == ".docx":
        import docx
        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.extend(c.text for c in row.cells)
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")


def norm(s: str) -> str:
    s = s.replace("*", "").replace("#", "")
    return re.sub(r"\s+", "", s)


def main() -> int:
    cache = {}
    bad = 0
    n = 0
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    people = set()
    gold_seen = set()
    in_people = False
    for ln in lines:
        if ln.startswith("people:"):
            in_people = True
            continue
        if ln.startswith("questions:"):
            in_people = False
        if in_people:
            m = re.match(r"\s+([A-Z]+):", ln)
            if m:
                people.add(m.group(1))
        m = re.match(r"\s*#\s*([+-])\s+([\w.\-]+\.(?:pdf|docx|md|txt)):\s*(.+)$", ln)
        if m:
            sign, fname, quote = m.groups()
            f = CVS / fname
            if not f.exists():
                print("MISSING FILE", fname)
                bad += 1
                continue
            if fname not in cache:
                cache[fname] = norm(text_of(f))
            n += 1
            if norm(quote) not in cache[fname]:
                print(f"NOT FOUND [{sign}] {fname}: {quote}")
                bad += 1
        m = re.search(r"gold:\s*\[([^\]]*)\]", ln)
        if m and "{q:" in ln:
            for k in [x.strip() for x in m.group(1).split(",") if x.strip()]:
                if k not in people:
                    print("UNKNOWN KEY", k, "in", ln)
                    bad += 1
                gold_seen.add(k)
    for p in sorted(people - gold_seen):
        print("NEVER GOLD", p)
        bad += 1
    try:
        import yaml  # optional structural check
        y = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
        print("yaml ok:", len(y["questions"]), "questions,", len(y["people"]), "people")
    except ImportError:
        pass
    print(f"{n} quotes checked, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
