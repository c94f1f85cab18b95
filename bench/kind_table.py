"""Side-by-side Markdown table per question kind from eval reports saved as JSON
(`cvbot eval --json`, `python -m bench.baseline_naive --json`, `python -m bench.eval_gate
--save DIR`): the first report in full (P, R, F1, exact set, empty-gold), the others' F1.

    python -m bench.kind_table ours.json naive.json --names cvbot "naive RAG"
"""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.evaluation import EvalReport, GroupScore, group_score


def _rows(report: EvalReport) -> dict[str, GroupScore]:
    groups = [*report.by_kind, *report.by_language, group_score("all", report.questions)]
    return {g.group: g for g in groups}


def _empty(g: GroupScore | None) -> str:
    if g is None or g.empty_gold_accuracy is None:
        return "-"
    return f"{round(g.empty_gold_accuracy * g.empty_gold)}/{g.empty_gold}"


def side_by_side(reports: list[EvalReport], names: list[str]) -> str:
    first, others = _rows(reports[0]), [_rows(r) for r in reports[1:]]
    head = f"| kind | n | {names[0]} P | R | F1 | exact | empty-gold |"
    head += "".join(f" {n} F1 | {n} empty-gold |" for n in names[1:])
    lines = [head, "|" + " --- |" * (head.count("|") - 1)]
    for key, g in first.items():
        name = f"**{key}**" if key == "all" else key
        row = (
            f"| {name} | {g.count} | {g.precision:.3f} | {g.recall:.3f} | **{g.f1:.3f}** | "
            f"{g.exact_set:.3f} | {_empty(g)} |"
        )
        for other in others:
            o = other.get(key)
            row += f" {o.f1:.3f} | {_empty(o)} |" if o else " - | - |"
        lines.append(row)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reports", type=Path, nargs="+")
    parser.add_argument("--names", nargs="+", help="a column name per report")
    args = parser.parse_args()
    names = args.names or [p.stem for p in args.reports]
    reports = [EvalReport.model_validate_json(p.read_text(encoding="utf-8")) for p in args.reports]
    print(side_by_side(reports, names))


if __name__ == "__main__":
    main()
