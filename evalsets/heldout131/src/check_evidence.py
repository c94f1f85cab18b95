"""Checks every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive). PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the
file (markdown ** and * markers ignored); the photo .jpg: src/shi_xiaoyan_2026_page.txt (pdftotext of
the page before it was photographed). Also checks gold keys exist, '+' files belong to a gold person,
and every person is gold somewhere."""
import re, subprocess, sys, pathlib
import yaml
root = pathlib.Path(__file__).resolve().parent.parent
cvs, src = root / "cvs", root / "src"
PHOTO = {"IMG_20261103_142217.jpg": src / "shi_xiaoyan_2026_page.txt"}
OWNER = {"霍明澄_简历.pdf": "HMC", "Paulina_Ocampo_CV.pdf": "PO", "Akinyi_Otieno_Resume.docx": "AO",
         "kavya_reddy_resume.md": "KR", "施晓岩_简历_2022.txt": "SXY", "IMG_20261103_142217.jpg": "SXY"}
def norm(s): return re.sub(r"\s+", "", s.replace("**", "").replace("*", "").replace("•", "").replace("・", "").replace("·", ""))
_cache = {}
def text(name):
    if name in _cache: return _cache[name]
    p = cvs / name
    if name in PHOTO: t = PHOTO[name].read_text()
    elif p.suffix == ".pdf": t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    elif p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        t = "\n".join(x.text for x in d.paragraphs)
        t += "\n" + "\n".join(c.text for tb in d.tables for r in tb.rows for c in r.cells)
    else: t = p.read_text()
    _cache[name] = norm(t); return _cache[name]
qy = root / "questions.yaml"
data = yaml.safe_load(qy.read_text())
people = set(data["people"])
bad, pend, n = 0, [], 0
goldseen = set()
qi = 0
started = False
for line in qy.read_text().splitlines():
    if line.startswith("questions:"): started = True
    if not started: continue
    m = re.match(r"\s*# ([+-]) ([^:]+?): (.+)$", line)
    if m:
        sign, f, q = m.groups(); n += 1
        if f not in OWNER: print("UNKNOWN FILE", f); bad += 1; continue
        if norm(q) not in text(f): print("MISSING", f, "|", q); bad += 1
        pend.append((sign, f)); continue
    if line.strip().startswith("- {q:"):
        q = data["questions"][qi]; qi += 1
        for k in q["gold"]:
            if k not in people: print("BAD KEY", k); bad += 1
            goldseen.add(k)
        for sign, f in pend:
            if sign == "+" and OWNER[f] not in q["gold"]:
                print("'+' quote for non-gold person:", f, "in", q["q"]); bad += 1
        for k in q["gold"]:
            if not any(s == "+" and OWNER[f] == k for s, f in pend):
                print("gold without + evidence:", k, "in", q["q"]); bad += 1
        pend = []
if people - goldseen: print("never gold:", people - goldseen); bad += 1
print(f"{n} quotes, {qi} questions, {bad} problems")
sys.exit(1 if bad else 0)
