"""Self-check for heldout159/questions.yaml.

Every '# + file: quote' / '# - file: quote' comment must occur in that file's text
(whitespace-insensitive; markdown ** markers and PDF bullets ignored). Text sources:
PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; .md/.txt -> the file;
the phone photo's page text -> src/cillian/cillian_mayberry_cv_2026_page1.txt.
Also checks gold keys, question count, that every person is gold somewhere.
"""
import re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name == "cillian_mayberry_cv_2026_page1.txt":
        return (SRC / "cillian" / name).read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    import yaml  # noqa
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    pat = re.compile(r"^\s*#\s*([+-])\s+(\S+\.\w+)(?:\s+\([^)]*\))?:\s(.*)$")
    for i, line in enumerate(lines, 1):
        m = pat.match(line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if fname not in cache:
            try:
                cache[fname] = norm(text_of(fname))
            except Exception as e:  # missing file
                print(f"line {i}: cannot read {fname}: {e}"); bad += 1; continue
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    seen = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
            seen.add(g)
    for k in keys - seen:
        print("person never gold:", k); bad += 1
    for f in CVS.iterdir():
        if f.name not in cache and f.suffix != ".jpg":
            print("note: no quote from", f.name)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
