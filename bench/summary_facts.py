"""How many of a gold set's facts the candidate cards (`cvbot summary`) hold.

    python -m bench.summary_facts ../shared/real-cvs/summaries.yaml [--data-dir DIR] [--json]

The gold file lists, per person, the CV files and the facts a summary must contain (name,
latest employer, highest degree, its school, key skills), each as a list of acceptable
alternatives matched case-insensitively as substrings. Without `--data-dir` the folder
`cvs/` next to the gold file is ingested into a temporary data directory first (through the
CLI, as a user would). Each person is found by file (the candidate whose CVs include the
listed files), so the score does not depend on name extraction. The card is rendered as
`cvbot summary` prints it.

Two scores are printed:
* **summary**: the fact occurs anywhere in the printed card (the gold file's rule);
* **fielded**: the fact occurs in the field that should state it (name in the name line,
  latest employer in "latest:", degree and school in the first education line, skills in
  "skills:"), a stricter check that a fact is not only present by accident.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

import yaml
from pydantic import BaseModel

from bench.cvbot_cli import run_cvbot
from bot.answer.models import Summary
from bot.answer.render import render_summary


class FactResult(BaseModel):
    person: str
    fact: str
    in_summary: bool
    in_field: bool
    expected: list[str]


def _field_text(card: Summary, fact: str) -> str:
    if fact == "name":
        return " ".join([card.name, *card.aliases])
    if fact == "latest_employer":
        return card.latest_role or ""
    if fact in ("highest_degree", "degree_school"):
        return card.education[0] if card.education else ""
    if fact.startswith("skill"):
        return ", ".join(card.skills)
    return render_summary(card)


def score(gold_file: Path, data_dir: Path) -> list[FactResult]:
    gold = yaml.safe_load(gold_file.read_text(encoding="utf-8"))["summaries"]
    people = json.loads(run_cvbot(data_dir, "candidates", "--json"))
    results: list[FactResult] = []
    for key, spec in gold.items():
        files = {Path(f).name for f in spec["files"]}
        match = next((p for p in people if files & {Path(s).name for s in p["sources"]}), None)
        card = None
        if match is not None:
            card = Summary.model_validate_json(
                run_cvbot(data_dir, "summary", match["id"], "--json")
            )
        text = render_summary(card).lower() if card else ""
        for fact, alternatives in spec["must_contain"].items():
            field = _field_text(card, fact).lower() if card else ""
            results.append(
                FactResult(
                    person=key,
                    fact=fact,
                    in_summary=any(a.lower() in text for a in alternatives),
                    in_field=any(a.lower() in field for a in alternatives),
                    expected=alternatives,
                )
            )
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("gold", type=Path, help="summaries.yaml")
    parser.add_argument("--data-dir", type=Path, help="an index of the gold file's CVs")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.data_dir is None:
        data_dir = Path(tempfile.mkdtemp(prefix="cvbot-summary-facts-"))
        run_cvbot(data_dir, "ingest", str(args.gold.parent / "cvs"))
    else:
        data_dir = args.data_dir
    results = score(args.gold, data_dir)
    total = len(results)
    in_summary = sum(r.in_summary for r in results)
    in_field = sum(r.in_field for r in results)
    if args.json:
        print(
            json.dumps(
                {
                    "facts": total,
                    "in_summary": in_summary,
                    "in_field": in_field,
                    "missing": [r.model_dump() for r in results if not r.in_summary],
                    "misplaced": [
                        r.model_dump() for r in results if r.in_summary and not r.in_field
                    ],
                },
                indent=2,
                ensure_ascii=False,
            )
        )
        return
    print(f"summary: {in_summary}/{total} facts ({in_summary / total:.1%})")
    print(f"fielded: {in_field}/{total} facts ({in_field / total:.1%})")
    for r in results:
        if not r.in_field:
            where = "not in its field" if r.in_summary else "missing"
            print(f"  {r.person} {r.fact}: {where} (expected one of {r.expected[:4]})")


if __name__ == "__main__":
    main()
