"""Extraction measured as fields: precision, recall and F1 of each person's record against
per-field gold written by people reading the CVs (SmartResume reports name / work /
education F1 the same way).

    python -m bench.field_f1 evalsets/heldout6/fields.yaml [--data-dir DIR] [--json]
    python -m bench.field_f1 evalsets/fields/real-cvs.yaml \\
        --files ../shared/real-cvs/owners.yaml --cvs ../shared/real-cvs/cvs

The gold file has, per person key: `name`, `employers` ({name, aliases}), `titles`,
`schools`, `degree_levels` and `positions` ({org, title, start, end, kind}). Each person is
found by file, not by name (the candidate whose CVs include the person's files: `files:` of
the `summaries.yaml` beside the gold, or an `owners.yaml` mapping file -> key), so a wrong
name costs only the name field. Without `--data-dir` the CVs are ingested into a temporary
data directory first, through the CLI as a user would. The record is what `cvbot show --json`
prints.

Fields (micro-averaged over people; a predicted item counts once, a gold item is found once):
* name: the record's name or an alias equals the gold name or one of its aliases;
* employers: the record's distinct organisations against the gold employers (a match is
  equality or containment after normalising case, punctuation and legal suffixes; a gold
  employer's aliases count as its names);
* titles, schools: the same matching over the positions' titles and the education's schools;
* degree_levels: the education entries' levels as a multiset (bachelor/master/phd/…);
* positions: a position is right when its organisation matches the gold one's and its start
  and end are the gold's (to the gold's precision: "2019" or "2019-07"; "present" = ongoing);
* kinds: of the positions right above, the share whose kind (full-time, internship, …)
  agrees.
"""

from __future__ import annotations

import argparse
import json
import re
import tempfile
import unicodedata
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel

from bench.cvbot_cli import run_cvbot

FIELDS = ("name", "employers", "titles", "schools", "degree_levels", "positions")
_SUFFIX = re.compile(
    r"(?:\b(?:inc|ltd|llc|gmbh|ag|se|co|corp|corporation|company|limited|plc|group)\b"
    r"|股份有限公司|有限责任公司|有限公司|集团|公司)"
)
_LEVELS = {"phd": "phd", "doctor": "phd", "master": "master", "bachelor": "bachelor",
           "associate": "associate"}  # fmt: skip


class FieldScore(BaseModel):
    field: str
    predicted: int = 0
    right: int = 0  # predicted items that match gold
    gold: int = 0
    found: int = 0  # gold items some prediction matches

    @property
    def precision(self) -> float:
        return self.right / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        return self.found / self.gold if self.gold else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


class Miss(BaseModel):
    person: str
    field: str
    kind: str  # "wrong" (predicted, not in gold) or "missed" (gold, not predicted)
    value: str


def norm(text: object) -> str:
    text = unicodedata.normalize("NFKC", str(text)).lower()
    text = _SUFFIX.sub(" ", text)
    return re.sub(r"[\W_]+", "", text)


def same(a: str, b: str) -> bool:
    """Equal, or one contains the other (at least 2 CJK or 3 other characters)."""
    x, y = norm(a), norm(b)
    if not x or not y:
        return False
    if x == y:
        return True
    short = min(x, y, key=len)
    if len(short) < (2 if re.search(r"[\u4e00-\u9fff]", short) else 3):
        return False
    return short in (y if short is x else x)


def _score(
    field: str,
    person: str,
    predicted: list[str],
    gold: list[list[str]],
    misses: list[Miss],
    match: Callable[[str, str], bool] = same,
) -> FieldScore:
    """`gold`: each gold item's names (its first is shown in a miss)."""
    s = FieldScore(field=field, predicted=len(predicted), gold=len(gold))
    for p in predicted:
        if any(match(p, g) for names in gold for g in names):
            s.right += 1
        else:
            misses.append(Miss(person=person, field=field, kind="wrong", value=p))
    for names in gold:
        if any(match(p, g) for p in predicted for g in names):
            s.found += 1
        else:
            misses.append(Miss(person=person, field=field, kind="missed", value=names[0]))
    return s


def _distinct(values: list[str]) -> list[str]:
    seen: dict[str, str] = {}
    for v in values:
        if v and norm(v) and norm(v) not in seen:
            seen[norm(v)] = v
    return list(seen.values())


def _level(value: str | None) -> str:
    low = (value or "").lower()
    return next((lvl for key, lvl in _LEVELS.items() if key in low), "other")


def _date_ok(gold: Any, start_or_end: str | None, ongoing: bool = False) -> bool:
    if gold is None:
        return True
    gold = str(gold)
    if gold == "present":
        return ongoing
    return bool(start_or_end) and str(start_or_end)[: len(gold)] == gold


def score_person(
    key: str, gold: dict[str, Any], record: dict[str, Any] | None, misses: list[Miss]
) -> dict[str, FieldScore]:
    rec = record or {"name": "", "aliases": [], "positions": [], "education": []}
    out: dict[str, FieldScore] = {}
    names = [gold["name"], *gold.get("aliases", [])]
    got = [n for n in [rec["name"], *rec.get("aliases", [])] if n]
    exact = lambda a, b: norm(a) == norm(b)  # noqa: E731
    out["name"] = _score("name", key, got[:1], [names], misses, exact)
    if got[:1] and not out["name"].right and any(exact(a, n) for a in got for n in names):
        out["name"].right = out["name"].found = 1  # the gold name among the aliases
        misses[:] = [m for m in misses if not (m.person == key and m.field == "name")]
    employers = [[e["name"], *e.get("aliases", [])] for e in gold.get("employers", [])]
    positions = rec.get("positions", [])
    orgs = _distinct([p["organisation"] for p in positions])
    out["employers"] = _score("employers", key, orgs, employers, misses)
    titles = _distinct([p.get("title") or "" for p in positions])
    out["titles"] = _score("titles", key, titles, [[t] for t in gold.get("titles", [])], misses)
    schools = _distinct([d["school"] for d in rec.get("education", [])])
    out["schools"] = _score("schools", key, schools, [[s] for s in gold.get("schools", [])], misses)
    got_levels = Counter(_level(d.get("level")) for d in rec.get("education", []))
    gold_levels = Counter(str(v) for v in gold.get("degree_levels", []))
    both = sum((got_levels & gold_levels).values())
    out["degree_levels"] = FieldScore(
        field="degree_levels",
        predicted=sum(got_levels.values()),
        right=both,
        gold=sum(gold_levels.values()),
        found=both,
    )
    for lvl, n in (got_levels - gold_levels).items():
        misses += [Miss(person=key, field="degree_levels", kind="wrong", value=lvl)] * n
    for lvl, n in (gold_levels - got_levels).items():
        misses += [Miss(person=key, field="degree_levels", kind="missed", value=lvl)] * n
    out["positions"], out["kinds"] = _positions(key, gold, positions, employers, misses)
    return out


def _positions(
    key: str,
    gold: dict[str, Any],
    positions: list[dict[str, Any]],
    employers: list[list[str]],
    misses: list[Miss],
) -> tuple[FieldScore, FieldScore]:
    def org_names(org: str) -> list[str]:
        return next((e for e in employers if any(same(org, n) for n in e)), [org])

    golds = gold.get("positions", [])
    s = FieldScore(field="positions", predicted=len(positions), gold=len(golds))
    kinds = FieldScore(field="kinds")
    used: set[int] = set()
    for g in golds:
        names = org_names(str(g["org"])) if g.get("org") else []  # null: the CV names none
        hit = next(
            (
                i
                for i, p in enumerate(positions)
                if i not in used
                and (not names or any(same(p["organisation"], n) for n in names))
                and _date_ok(g.get("start"), p.get("start"))
                and _date_ok(g.get("end"), p.get("end"), bool(p.get("ongoing")))
            ),
            None,
        )
        if hit is None:
            when = f"{g.get('start')}–{g.get('end')}"
            misses.append(Miss(person=key, field="positions", kind="missed",
                               value=f"{g['org']} {when}"))  # fmt: skip
            continue
        used.add(hit)
        s.found += 1
        kinds.predicted += 1
        kinds.gold += 1
        if _kind(positions[hit].get("kind")) == _kind(g.get("kind")):
            kinds.right += 1
            kinds.found += 1
        else:
            said = f"{g['org']}: {positions[hit].get('kind')} ≠ {g.get('kind')}"
            misses.append(Miss(person=key, field="kinds", kind="wrong", value=said))
    s.right = len(used)
    for i, p in enumerate(positions):
        if i not in used:
            when = f"{p.get('start')}–{'present' if p.get('ongoing') else p.get('end')}"
            misses.append(Miss(person=key, field="positions", kind="wrong",
                               value=f"{p['organisation']} {when}"))  # fmt: skip
    return s, kinds


def _kind(value: Any) -> str:
    v = str(value or "full-time").lower()
    return "academic" if v.startswith("academic") else v


# -- people by file ----------------------------------------------------------------------


def files_of(path: Path) -> dict[str, set[str]]:
    """Person key -> its CV file names, from a summaries.yaml (`files:`) or an owners.yaml
    (`{file: key}`, at the top or under `files:`)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if "summaries" in data:
        return {k: {Path(f).name for f in v["files"]} for k, v in data["summaries"].items()}
    out: dict[str, set[str]] = {}
    for file, key in data.get("files", data).items():  # under `files:`, or the whole file
        out.setdefault(str(key), set()).add(Path(file).name)
    return out


def records_by_person(data_dir: Path, files: dict[str, set[str]]) -> dict[str, dict[str, Any]]:
    people = json.loads(run_cvbot(data_dir, "candidates", "--json"))
    out: dict[str, dict[str, Any]] = {}
    for key, names in files.items():
        match = next((p for p in people if names & {Path(s).name for s in p["sources"]}), None)
        if match is not None:
            out[key] = json.loads(run_cvbot(data_dir, "show", match["id"], "--json"))["record"]
    return out


def score(
    gold: dict[str, Any], records: dict[str, dict[str, Any]]
) -> tuple[dict[str, FieldScore], list[Miss]]:
    totals: dict[str, FieldScore] = {f: FieldScore(field=f) for f in (*FIELDS, "kinds")}
    misses: list[Miss] = []
    for key, spec in gold.items():
        for field, s in score_person(key, spec, records.get(key), misses).items():
            t = totals[field]
            t.predicted += s.predicted
            t.right += s.right
            t.gold += s.gold
            t.found += s.found
    return totals, misses


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("gold", type=Path, help="a fields.yaml")
    parser.add_argument("--files", type=Path, help="summaries.yaml or owners.yaml")
    parser.add_argument("--cvs", type=Path, help="the CV folder (default: cvs/ beside --files)")
    parser.add_argument("--data-dir", type=Path, help="an index of those CVs")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--misses", action="store_true", help="list every wrong/missed item")
    args = parser.parse_args()
    files_path = args.files or next(
        p for p in (args.gold.parent / "summaries.yaml", args.gold.parent / "owners.yaml")
        if p.exists()
    )  # fmt: skip
    cvs = args.cvs or files_path.parent / "cvs"
    if args.data_dir is None:
        data_dir = Path(tempfile.mkdtemp(prefix="cvbot-field-f1-"))
        run_cvbot(data_dir, "ingest", str(cvs))
    else:
        data_dir = args.data_dir
    gold = yaml.safe_load(args.gold.read_text(encoding="utf-8"))
    gold = gold.get("fields", gold)  # people at the top, or under `fields:`
    totals, misses = score(gold, records_by_person(data_dir, files_of(files_path)))
    if args.json:
        rows = {
            f: {**s.model_dump(), "precision": s.precision, "recall": s.recall, "f1": s.f1}
            for f, s in totals.items()
        }
        print(json.dumps({"people": len(gold), "fields": rows,
                          "misses": [m.model_dump() for m in misses]},
                         indent=2, ensure_ascii=False))  # fmt: skip
        return
    print(f"{args.gold}: {len(gold)} people")
    print(f"{'field':<14} {'P':>6} {'R':>6} {'F1':>6}   right/predicted  found/gold")
    for f, s in totals.items():
        print(
            f"{f:<14} {s.precision:6.3f} {s.recall:6.3f} {s.f1:6.3f}   "
            f"{s.right:>5}/{s.predicted:<9} {s.found:>5}/{s.gold}"
        )
    if args.misses:
        for m in misses:
            print(f"  {m.person:<6} {m.field:<13} {m.kind:<6} {m.value}")


if __name__ == "__main__":
    main()
