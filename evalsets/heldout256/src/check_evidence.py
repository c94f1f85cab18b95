"""Self-check for heldout256/questions.yaml: every '# + file: quote' / '# - file: quote' evidence
comment must occur in that file's text (whitespace-insensitive; markdown * markers and PDF bullets
ignored), and every gold person of a question must have at least one '+' quote from one of their files."""
import re, subprocess, sys, pathlib
import docx

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {"julius_fairbank.pdf": "JF", "harish_ekambaram.pdf": "HE", "柏澄漪_简历.pdf": "BCY",
         "Taehyun_Yoon_Resume.docx": "YT", "谷蕴秋_简历_2021.md": "GY", "谷蕴秋_简历_2026.txt": "GY"}

def text_of(name):
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    s = s.replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)

texts = {n: norm(text_of(n)) for n in OWNER}
assert sorted(OWNER) == sorted(x.name for x in CVS.iterdir()), "cvs/ content differs from OWNER map"
errors, pending, nq, started = [], [], 0, False
for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
    if line.startswith("questions:"):
        started = True
    if not started:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
    if m:
        sign, f, quote = m.groups()
        if f not in texts:
            errors.append(f"L{i}: unknown file {f}")
        elif norm(quote) not in texts[f]:
            errors.append(f"L{i}: quote not found in {f}: {quote}")
        pending.append((sign, f))
        continue
    q = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\]", line)
    if q:
        nq += 1
        gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
        plus = {OWNER.get(f) for s, f in pending if s == "+"}
        for g in gold:
            if g not in plus:
                errors.append(f"L{i}: gold {g} has no '+' evidence: {q.group(1)}")
        for s, f in pending:
            if s == "+" and OWNER.get(f) not in gold:
                errors.append(f"L{i}: '+' quote from {f} but {OWNER.get(f)} not gold")
        pending = []
print(f"{nq} questions checked")
if errors:
    print("\n".join(errors)); sys.exit(1)
print("OK: all evidence quotes found")
