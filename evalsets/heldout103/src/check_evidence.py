"""Self-check: every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC; markdown ** markers and PDF bullets ignored), every gold person
has a '+' line from one of their own files, and every person is gold somewhere."""
import re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "滕雨墨_电芯研发.pdf": "TY",
    "Leandro_Barros_CV.pdf": "LB",
    "Siobhan_Kearney_Resume.docx": "SK",
    "resume_shuyu_lin_2021.txt": "LS",
    "蔺书宇_简历_2026.md": "LS",
    "温雅淇_简历_拍照.jpg": "WY",
}
PHOTO_TEXT = {"温雅淇_简历_拍照.jpg": Path(__file__).resolve().parent / "wen_yaqi_page_text.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s).lower()


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        a = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        return a + "\n\x00\n" + b
    if p.suffix == ".docx":
        sys.path.insert(0, "")
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
    texts = {n: norm(text_of(n)) for n in OWNERS}
    missing = [n for n in OWNERS if not (CVS / n).exists()]
    extra = [p.name for p in CVS.iterdir() if p.name not in OWNERS]
    fails = []
    if missing or extra:
        fails.append(f"cvs/ mismatch: missing={missing} extra={extra}")
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    ev_plus, ev_minus, n_ev, n_q = set(), set(), 0, 0
    gold_seen = set()
    start = lines.index("questions:")
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m:
            sign, f, quote = m.groups()
            n_ev += 1
            if f not in OWNERS:
                fails.append(f"line {i}: unknown file {f}")
                continue
            if norm(quote) not in texts[f]:
                fails.append(f"line {i}: quote not found in {f}: {quote!r}")
            (ev_plus if sign == "+" else ev_minus).add(OWNERS[f])
            continue
        q = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", line)
        if q:
            n_q += 1
            gold = {g.strip() for g in q.group(2).split(",") if g.strip()}
            gold_seen |= gold
            lacking = gold - ev_plus
            if lacking:
                fails.append(f"line {i}: gold {sorted(lacking)} without a '+' quote from their own file")
            wrong = ev_minus & gold
            # a '-' line may be about a gold person's other (non-qualifying) entry; just report
            if wrong:
                print(f"note line {i}: '-' trap quote(s) from gold person {sorted(wrong)}'s file")
            ev_plus, ev_minus = set(), set()
    never = set(OWNERS.values()) - gold_seen
    if never:
        fails.append(f"people never gold: {sorted(never)}")
    for f in fails:
        print("FAIL", f)
    print(f"{n_q} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
