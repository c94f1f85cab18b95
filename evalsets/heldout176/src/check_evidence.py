"""Checks every '# + file: quote' / '# - file: quote' line of questions.yaml against the file's text
(whitespace-insensitive, NFKC, markdown ** and table pipes kept as in the file).
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: file; .jpg: src/<stem>_page.txt
mapping below. Also checks every gold key has at least one '+' line and the YAML parses."""
import re, subprocess, sys, unicodedata, pathlib
root = pathlib.Path(__file__).resolve().parent.parent
cvs = root / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": root / "src" / "leilani_brandstetter_2026_page.txt"}

def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = t.replace("**", "")
    return re.sub(r"\s+", "", t)

cache = {}
def text_of(name):
    if name in cache:
        return cache[name]
    f = cvs / name
    if not f.exists():
        raise SystemExit(f"missing file {name}")
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text()
    elif f.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    elif f.suffix == ".docx":
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = f.read_text()
    cache[name] = norm(t)
    return cache[name]

all_lines = (root / "questions.yaml").read_text().splitlines()
start = all_lines.index("questions:")
lines = [""] * (start + 1) + all_lines[start + 1:]
fails = n = 0
pending = []
people_files = {}
for i, l in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+):\s(.*)$", l)
    if m:
        sign, fn, quote = m.groups()
        n += 1
        if norm(quote) not in text_of(fn):
            fails += 1
            print(f"FAIL line {i}: {fn}: {quote}")
        pending.append((sign, fn))
        continue
    if re.match(r"\s*- \{q:", l):
        gold = re.search(r"gold: \[([^\]]*)\]", l).group(1)
        gold = [g.strip() for g in gold.split(",") if g.strip()]
        plus = [fn for s, fn in pending if s == "+"]
        if gold and not plus:
            fails += 1; print(f"FAIL line {i}: gold but no + evidence")
        if not gold and plus:
            fails += 1; print(f"FAIL line {i}: empty gold with + evidence")
        pending = []

OWNER = {"夏侯正澜_简历.pdf": "XZL", "saskia_dunstan_cv.pdf": "SD", "柯泊宁-冶金工程师.md": "KBN",
         "Rohan_Vellanki_CV.docx": "RV", "leilani_brandstetter_2021.txt": "LB", "IMG_20261103_184512.jpg": "LB"}
# each gold person must be the owner of some + file of the question, and no - line may be a gold person's only mention
pending = []
for i, l in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+):\s(.*)$", l)
    if m:
        pending.append((m.group(1), OWNER[m.group(2)])); continue
    if re.match(r"\s*- \{q:", l):
        gold = [g.strip() for g in re.search(r"gold: \[([^\]]*)\]", l).group(1).split(",") if g.strip()]
        plus = {o for s, o in pending if s == "+"}
        if set(gold) != plus:
            fails += 1; print(f"FAIL line {i}: gold {gold} vs + owners {sorted(plus)}")
        pending = []
try:
    import yaml
    y = yaml.safe_load((root / "questions.yaml").read_text())
    print(len(y["questions"]), "questions parsed")
except ImportError:
    pass
print(f"{n} evidence lines, {fails} failures")
sys.exit(1 if fails else 0)
