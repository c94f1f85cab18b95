"""Check that every +/- evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; PDF bullets ignored). Also checks gold keys and YAML shape."""
import json, os, re, subprocess, sys
import yaml  # noqa  (falls back below if missing)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")


def text_of(name):
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if name.endswith(".jpg"):
        return open(os.path.join(HERE, os.path.splitext(name)[0] + ".txt"), encoding="utf-8").read()
    return open(path, encoding="utf-8").read()


def norm(s):
    return re.sub(r"[\s•]+", "", s)


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if not m or not os.path.exists(os.path.join(CVS, m.group(2))):
            continue
        _, f, quote = m.groups()
        n += 1
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            bad += 1
            print("MISSING", f, "::", quote)
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    keys = set(data["people"])
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                bad += 1
                print("UNKNOWN KEY", g, q["q"])
            used.add(g)
    for k in keys - used:
        print("WARNING never gold:", k)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
