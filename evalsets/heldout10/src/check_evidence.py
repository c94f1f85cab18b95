"""Self-check for heldout10/questions.yaml (and summaries.yaml / fields.yaml when present).

- every '# + file: quote' / '# - file: quote' line above a question: the quote occurs in the text
  of cvs/<file> (whitespace, case, NFKC, hyphens/dashes, markdown ** and bullets ignored);
- every gold member has at least one '+' line from one of his/her own files;
- no '-' line of a question is the only evidence line; gold keys exist in people:;
- summaries.yaml / fields.yaml: keys match people:.
Exit 1 on any failure.
"""
import os, re, sys, unicodedata
import yaml
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cvtext import text_of, CVS

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OWNERS = {
    "gao_jianfeng_zh.pdf": "GJF", "arnav_kulkarni_cv.pdf": "AK", "wei_shuang_zh.docx": "WS",
    "Shuang_Wei_resume.pdf": "WS", "song_jiayi_pm.md": "SJY", "grace_mwangi.json": "GM",
    "xie_mingyuan_scan.jpg": "XMY", "ryan_oconnell.docx": "RO", "cao_yifan_cv.docx": "CYF",
    "tan_yuxin_resume.txt": "TYX", "qiu_cv_2021.docx": "QZY", "Qiu_Zhenyu_2026.pdf": "QZY",
    "liang_shiqi_cv.pdf": "LSQ", "yusuf_demir_cv.pdf": "YD",
}
DASHES = "-‐‑‒–—―−"

def norm(s):
    s = unicodedata.normalize("NFKC", s).casefold()
    s = s.replace("**", "").replace("•", "").replace("’", "'").replace("“", '"').replace("”", '"')
    s = "".join(ch for ch in s if not ch.isspace() and ch not in DASHES and ch != "\u00ad")
    return s

def main():
    fails = []
    files = sorted(os.listdir(CVS))
    if set(files) != set(OWNERS):
        fails.append(f"cvs/ files {sorted(files)} != owners {sorted(OWNERS)}")
    texts = {f: norm(text_of(f)) for f in files}
    path = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(path, encoding="utf-8"))
    people = data["people"]
    lines = open(path, encoding="utf-8").read().split("\n")
    ev = []; nq = 0; nev = 0
    for i, l in enumerate(lines, 1):
        s = l.strip()
        m = re.match(r"# ([+-]) ([^:\s]+\.(?:pdf|docx|md|txt|json|jpg)): (.+)$", s)
        if m:
            ev.append((m.group(1), m.group(2).strip(), m.group(3).strip(), i)); continue
        q = re.match(r'- \{q: "(.*?)", gold: \[(.*?)\]', s)
        if q:
            nq += 1
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            for g in gold:
                if g not in people: fails.append(f"L{i}: unknown key {g}")
            plus_owners = set()
            for sign, f, quote, li in ev:
                nev += 1
                if f not in texts:
                    fails.append(f"L{li}: no such file {f}"); continue
                if norm(quote) not in texts[f]:
                    fails.append(f"L{li}: quote not in {f}: {quote}")
                if sign == "+":
                    plus_owners.add(OWNERS[f])
            for g in gold:
                if g not in plus_owners:
                    fails.append(f"L{i}: gold {g} has no '+' evidence from own file ({q.group(1)})")
            extra = plus_owners - set(gold)
            if extra:
                fails.append(f"L{i}: '+' evidence for non-gold {extra}")
            ev = []
    for extra in ("summaries.yaml", "fields.yaml"):
        p = os.path.join(ROOT, extra)
        if os.path.exists(p):
            d = yaml.safe_load(open(p, encoding="utf-8"))
            top = d.get("summaries") or d.get("fields") or {}
            if set(top) != set(people):
                fails.append(f"{extra}: keys {sorted(top)} != people {sorted(people)}")
    for f in fails: print("FAIL", f)
    print(f"{nq} questions, {nev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
