"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** and * markers ignored), and basic consistency of the set."""
import json, re, subprocess, sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
SUBST = {"IMG_20261020_183412.jpg": ROOT / "src" / "you_siqi_page.txt"}  # photo: text of the page


def text_of(name):
    p = SUBST.get(name, CVS / name)
    if p.suffix == ".pdf":
        # raw and -layout extractions, separated so no quote can straddle them
        raw = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
        lay = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
        return raw + "\n\u0000\n" + lay
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if fname not in SUBST and not (CVS / fname).exists():
            continue  # not an evidence line (e.g. header prose)
        n += 1
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
    # structure checks
    import yaml
    y = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    by_intent = defaultdict(list)
    for q in y["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in y["people"]:
                bad += 1; print("unknown key", k, q["q"])
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            bad += 1; print("intent problem:", it, len(qs), golds)
    gold_people = {k for q in y["questions"] for k in q["gold"]}
    missing = set(y["people"]) - gold_people
    if missing:
        bad += 1; print("never gold:", missing)
    print(f"{n} evidence quotes checked, {len(by_intent)} intents, {len(y['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
