"""Self-check for paraphrase85/questions.yaml.

- every '+'/'-' evidence quote occurs in its file's text (NFKC, whitespace-insensitive,
  markdown markers # * | ` and PDF bullets removed);
- every gold person of a question has at least one '+' line from one of their own files;
- every intent has exactly 4 questions (2 English + 2 Chinese) with the same gold.
Exit 1 on any failure.
"""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml, docx

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "ruben_castellvi_cv.pdf": "RC", "oskar_wieczorek_cv.pdf": "OW", "yan_xiaojing_cv.pdf": "YX",
    "苏明岚_法务简历.docx": "SM", "mai_chengyuan_2022.txt": "MC", "mai_chengyuan_2026.docx": "MC",
    "lindiwe_sithole.md": "LS", "liang_wanyu.json": "LW", "孟德川_简历_拍照.jpg": "MD",
}
PHOTO_TEXT = {"孟德川_简历_拍照.jpg": ROOT / "src/mengdechuan/meng_dechuan_page_text.txt"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [q.text for q in s.header.paragraphs] + [q.text for q in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"[\s#*|`•]+", "", s)


def main():
    fails = 0
    assert set(OWNERS) == {p.name for p in CVS.iterdir()}, "OWNERS does not match cvs/"
    texts = {n: norm(text_of(n)) for n in OWNERS}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    keys = set(data["people"])
    pending, qi, n_ev = [], 0, 0
    intents = {}
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if m:
            sign, f, quote = m.groups()
            n_ev += 1
            if f not in texts:
                print("UNKNOWN FILE:", ln); fails += 1; continue
            if norm(quote) not in texts[f]:
                print("QUOTE NOT FOUND:", f, "|", quote); fails += 1
            pending.append((sign, f))
            continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            if not gold <= keys:
                print("UNKNOWN KEY:", q); fails += 1
            supported = {OWNERS[f] for s, f in pending if s == "+"}
            for g in gold - supported:
                print("NO + EVIDENCE FOR", g, "in:", q["q"]); fails += 1
            for s, f in pending:
                if s == "+" and OWNERS[f] not in gold:
                    print("+ LINE FOR NON-GOLD", OWNERS[f], "in:", q["q"]); fails += 1
            intents.setdefault(q["intent"], []).append(q)
            # keep evidence block for the following questions of the same intent
            continue
        if ln.strip().startswith("# ====="):
            pending = []
    assert qi == len(data["questions"])
    for it, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            print("INTENT PROBLEM:", it, len(qs), golds, "zh =", zh); fails += 1
    covered = set().union(*[set(q["gold"]) for q in data["questions"]])
    if covered != keys:
        print("PEOPLE NEVER GOLD:", keys - covered); fails += 1
    print(f"{n_ev} evidence lines, {qi} questions, {len(intents)} intents, failures: {fails}")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
