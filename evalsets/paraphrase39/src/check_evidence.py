"""Checks that every '# + file: quote' / '# - file: quote' comment in ../questions.yaml occurs in the
text of that file (whitespace-insensitive), plus basic structure checks of the paraphrase set."""
import json, re, subprocess, sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261121_184407.jpg": ROOT / "src" / "nadira_lim_page_text.txt"}


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return "\n".join(subprocess.run(["pdftotext", *opt, str(p), "-"], capture_output=True, text=True, check=True).stdout
                         for opt in ([], ["-layout"]))
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if not m or not (CVS / m.group(2)).exists():
            if m and m.group(2).endswith((".pdf", ".docx", ".md", ".txt", ".json", ".jpg")):
                print("MISSING FILE:", ln); bad += 1
            continue
        f, quote = m.group(2), m.group(3)
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            print("NOT FOUND:", f, "|", quote); bad += 1
    # structure: 4 phrasings per intent, same gold, 2 en + 2 zh
    import yaml  # noqa
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    by = defaultdict(list)
    for q in data["questions"]:
        by[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in data["people"]:
                print("UNKNOWN KEY", k, q["q"]); bad += 1
    for it, qs in by.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            print("INTENT PROBLEM", it, len(qs), golds, zh); bad += 1
    used = {k for q in data["questions"] for k in q["gold"]}
    for k in data["people"]:
        if k not in used:
            print("NEVER GOLD", k); bad += 1
    print(f"{n} quotes checked, {len(by)} intents, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
