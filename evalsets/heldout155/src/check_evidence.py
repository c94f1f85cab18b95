#!/usr/bin/env python3
"""Self-check for heldout155: every '# + file: quote' / '# - file: quote' comment in questions.yaml
must occur in that file's text (whitespace-insensitive; markdown ** and PDF bullets ignored).
Text sources: PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; md/txt -> the file;
the photo qi_wanqiao_cv_photo.jpg -> src/qi_wanqiao_2026_page.txt (pdftotext of the page before it
became a photo). Also checks gold keys, every person gold somewhere, question count."""
import re, subprocess, sys, pathlib
import yaml
import docx

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"qi_wanqiao_cv_photo.jpg": ROOT / "src" / "qi_wanqiao_2026_page.txt"}


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    qy = ROOT / "questions.yaml"
    raw = qy.read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    cache, bad, n = {}, 0, 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*)$", line)
        if not m:
            continue
        fname, quote = m.group(2), m.group(3)
        if fname not in cache:
            if fname not in PHOTO_TEXT and not (CVS / fname).exists():
                print("MISSING FILE:", fname); bad += 1; continue
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"NOT FOUND in {fname}: {quote}"); bad += 1
    keys = set(data["people"])
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("UNKNOWN KEY", g, q["q"]); bad += 1
            used.add(g)
    if keys - used:
        print("never gold:", keys - used); bad += 1
    qs = data["questions"]
    zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
    empty = sum(1 for q in qs if not q["gold"])
    print(f"{n} quotes checked, {len(qs)} questions ({zh} Chinese, {len(qs)-zh} English), {empty} empty-gold")
    print("FAIL" if bad else "PASS")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
