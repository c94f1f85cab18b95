"""Quality gate: ingest each dev set into a fresh temporary index, run the eval, and fail
(exit 1) when a metric falls below its threshold in evalsets/thresholds.yaml.

    python -m bench.eval_gate                      # `make eval-gate`; `make test` runs it
    python -m bench.eval_gate --only real-cvs      # one set
    python -m bench.eval_gate --thresholds FILE    # other thresholds
    python -m bench.eval_gate --save /tmp/gate     # also write each report as SET.json

Each set in the thresholds file names its questions and CV folders; `{shared}` in a path is
the shared data folder: $CVBOT_SHARED_DIR, else <repo>/../shared, else /work/shared (the
first that exists). Other relative paths are relative to the repository. When no shared
folder exists the gate warns loudly and exits 0 (a checkout without the data must not fail
CI); a set whose files are missing is skipped with a warning. The engine runs extractive
(no LLM) over an embedded Chroma in a temporary directory, whatever CVBOT_* says about
stores and models, so the numbers are the ones the thresholds were set from.

Exit codes: 0 all thresholds met (or no data), 1 a threshold breached, 2 the gate could not
run (unreadable thresholds, an eval set whose people the index does not hold, ...).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, Field

from bot.evaluation import (
    EvalReport,
    GroupScore,
    format_groups,
    format_intents,
    index_coverage,
    load_eval_set,
    require_indexed,
    run_eval,
)
from bot.services import engine_session, indexer_session
from bot.settings import Settings
from vectorstore.config import EmbeddingSettings, StoreSettings
from vectorstore.embedder import Embedder
from vectorstore.embeddings import build_embedder
from vectorstore.errors import UserFacingError

REPO = Path(__file__).resolve().parents[1]
DEFAULT_THRESHOLDS = REPO / "evalsets" / "thresholds.yaml"

Metric = Literal["f1", "precision", "recall", "exact_set", "empty_gold_accuracy", "verbatim_share"]
METRIC_LABELS: dict[str, str] = {
    "f1": "F1",
    "precision": "precision",
    "recall": "recall",
    "exact_set": "exact-set share",
    "empty_gold_accuracy": "empty-gold accuracy",
    "verbatim_share": "verbatim-quote share",
}


class GateSet(BaseModel):
    """One eval set: where its questions and CVs are, and the minimum of each metric."""

    questions: str
    cvs: list[str]
    min: dict[Metric, float] = Field(default_factory=dict)
    kinds: dict[str, dict[Metric, float]] = Field(default_factory=dict)  # per question kind


class Thresholds(BaseModel):
    sets: dict[str, GateSet]


def find_shared_dir() -> Path | None:
    """$CVBOT_SHARED_DIR, else <repo>/../shared, else /work/shared: the first that exists."""
    env = os.environ.get("CVBOT_SHARED_DIR")
    for candidate in [Path(env) if env else None, REPO.parent / "shared", Path("/work/shared")]:
        if candidate is not None and candidate.is_dir():
            return candidate
    return None


def load_thresholds(path: Path) -> Thresholds:
    try:
        return Thresholds.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    except (OSError, yaml.YAMLError, ValueError) as exc:
        raise UserFacingError(f"Cannot read the gate thresholds {path}: {exc}") from exc


def _resolve(path: str, shared: Path | None) -> Path | None:
    if "{shared}" in path:
        if shared is None:
            return None
        path = path.replace("{shared}", str(shared))
    p = Path(path)
    return p if p.is_absolute() else REPO / p


def _value(group: GroupScore | EvalReport, metric: str) -> float | None:
    value = getattr(group, metric)
    return None if value is None else float(value)


def breaches(name: str, spec: GateSet, report: EvalReport) -> list[str]:
    """One message per metric below its minimum (overall and per kind)."""
    found: list[str] = []
    checks: list[tuple[str, GroupScore | EvalReport, dict[Metric, float]]] = [
        ("", report, spec.min)
    ]
    by_kind = {g.group: g for g in report.by_kind}
    for kind, mins in spec.kinds.items():
        if kind in by_kind:
            checks.append((f" [{kind} questions]", by_kind[kind], mins))
        else:
            found.append(f"{name}: no question of kind '{kind}' (thresholds name it)")
    for where, scores, mins in checks:
        for metric, minimum in mins.items():
            value = _value(scores, metric)
            if value is not None and value < minimum:
                found.append(
                    f"{name}{where}: {METRIC_LABELS[metric]} {value:.3f} is below the "
                    f"threshold {minimum:.3f}"
                )
    return found


def evaluate_set(
    name: str, questions: Path, cvs: list[Path], embedder: Embedder, say: Callable[[str], None]
) -> EvalReport:
    """Ingest `cvs` into a fresh temporary index and run the eval set on it."""
    eval_set = load_eval_set(questions)
    with tempfile.TemporaryDirectory(prefix=f"cvbot-gate-{name}-") as tmp:
        settings = Settings()
        settings.data_dir = Path(tmp)
        settings.store = StoreSettings()  # embedded, in the temporary directory
        settings.embedding = EmbeddingSettings()
        started = time.perf_counter()
        with indexer_session(settings, embedder) as indexer:
            ingested = indexer.ingest(cvs)
        for failed in ingested.failed:
            say(f"  warning: {failed.path} failed to ingest: {failed.message}")
        say(f"  ingested {len(ingested.outcomes)} files in {time.perf_counter() - started:.1f} s")
        started = time.perf_counter()
        with engine_session(settings, embedder) as engine:
            require_indexed(
                index_coverage(eval_set, [c.names for c in engine.candidates()]), questions
            )
            engine.ask("warm-up")
            if eval_set.as_of is not None:
                as_of = eval_set.as_of
                engine.today = lambda: as_of
            report = run_eval(eval_set, engine.ask)
        say(f"  {len(report.questions)} questions in {time.perf_counter() - started:.1f} s")
    return report


def run_gate(
    thresholds_path: Path = DEFAULT_THRESHOLDS,
    *,
    shared: Path | None = None,
    only: list[str] | None = None,
    embedder: Embedder | None = None,
    save: Path | None = None,
    say: Callable[[str], None] = print,
) -> int:
    """Run every set of the thresholds file; the exit code (0 pass/no data, 1 breach)."""
    thresholds = load_thresholds(thresholds_path)
    shared = shared or find_shared_dir()
    if shared is None:
        say(
            "WARNING: eval gate SKIPPED the shared dev sets: no shared dev data (set "
            f"CVBOT_SHARED_DIR, or put it at {REPO.parent / 'shared'} or /work/shared); their "
            "answer quality was NOT checked (the sets bundled in the repository still run)."
        )
    problems: list[str] = []
    ran = 0
    for name, spec in thresholds.sets.items():
        if only and name not in only:
            continue
        questions = _resolve(spec.questions, shared)
        cvs = [_resolve(p, shared) for p in spec.cvs]
        missing = [
            p
            for p in [spec.questions, *spec.cvs]
            if (r := _resolve(p, shared)) is None or not r.exists()
        ]
        if questions is None or missing:
            say(f"WARNING: eval gate skips set '{name}': missing {', '.join(missing)}")
            continue
        if embedder is None:
            embedder = build_embedder(EmbeddingSettings())
        say(f"== {name}: {questions}")
        report = evaluate_set(name, questions, [p for p in cvs if p is not None], embedder, say)
        ran += 1
        if save is not None:
            save.mkdir(parents=True, exist_ok=True)
            (save / f"{name}.json").write_text(report.model_dump_json(indent=1), encoding="utf-8")
        say(format_groups(report))
        if report.by_intent:
            say(format_intents(report))
        found = breaches(name, spec, report)
        problems += found
        say(f"  {name}: " + ("FAILED" if found else "all thresholds met"))
    if not ran:
        say("WARNING: eval gate ran no set: answer quality was NOT checked.")
        return 0
    if problems:
        say(f"\nEVAL GATE FAILED ({len(problems)} threshold(s) breached, see {thresholds_path}):")
        for p in problems:
            say(f"  FAIL {p}")
        return 1
    say(f"eval gate: all thresholds met on {ran} set(s)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--thresholds", type=Path, default=DEFAULT_THRESHOLDS)
    parser.add_argument("--shared", type=Path, help="shared data folder (default: see above)")
    parser.add_argument("--only", nargs="+", metavar="SET", help="run only these sets")
    parser.add_argument("--save", type=Path, metavar="DIR", help="write each report as SET.json")
    args = parser.parse_args(argv)
    try:
        return run_gate(args.thresholds, shared=args.shared, only=args.only, save=args.save)
    except UserFacingError as exc:
        print(f"error: {exc.user_message}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
