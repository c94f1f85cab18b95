"""`cvbot eval`: candidate precision/recall/F1, verbatim quotes, empty-gold accuracy and
latency over a YAML question set."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel, Field

from bot.answer.models import Answer
from ingest.parsers import parse_file
from vectorstore.errors import UserFacingError


class EvalQuestion(BaseModel):
    q: str
    gold: list[str] = Field(default_factory=list)


class EvalSet(BaseModel):
    people: dict[str, list[str]] = Field(default_factory=dict)
    questions: list[EvalQuestion]


class QuestionResult(BaseModel):
    q: str
    gold: list[str]
    predicted: list[str]
    unmatched: list[str]
    precision: float
    recall: float
    f1: float
    quotes: int
    verbatim: int
    latency_ms: float


class EvalReport(BaseModel):
    questions: list[QuestionResult]
    precision: float
    recall: float
    f1: float
    verbatim_share: float
    empty_gold_accuracy: float | None
    latency_p50_ms: float
    latency_p95_ms: float


def load_eval_set(path: Path) -> EvalSet:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        return EvalSet.model_validate(data)
    except (OSError, yaml.YAMLError, ValueError) as exc:
        raise UserFacingError(f"Cannot read the eval file {path}: {exc}") from exc


@lru_cache(maxsize=256)
def _source_text(source: str) -> str:
    try:
        return parse_file(Path(source), 200_000_000).text
    except Exception:
        return ""


def quote_is_verbatim(source: str, quote: str) -> bool:
    return bool(quote) and quote in _source_text(source)


def _person_of(names: list[str], people: dict[str, list[str]]) -> str | None:
    lowered = {n.lower() for n in names}
    for key, aliases in people.items():
        if lowered & {a.lower() for a in aliases}:
            return key
    return None


def _percentile(values: list[float], pct: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[k]


def run_eval(eval_set: EvalSet, ask: Callable[[str], Answer]) -> EvalReport:
    results: list[QuestionResult] = []
    for item in eval_set.questions:
        started = time.perf_counter()
        answer = ask(item.q)
        latency = (time.perf_counter() - started) * 1000
        predicted: list[str] = []
        unmatched: list[str] = []
        quotes = verbatim = 0
        for c in answer.candidates:
            person = _person_of([c.name, *c.aliases], eval_set.people)
            if person is None:
                unmatched.append(c.name)
            elif person not in predicted:
                predicted.append(person)
            for e in c.evidence:
                quotes += 1
                verbatim += quote_is_verbatim(e.source, e.quote)
        gold = set(item.gold)
        got = set(predicted) | {f"?{u}" for u in unmatched}
        tp = len(gold & got)
        precision = tp / len(got) if got else (1.0 if not gold else 0.0)
        recall = tp / len(gold) if gold else (1.0 if not got else 0.0)
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        results.append(
            QuestionResult(
                q=item.q,
                gold=sorted(gold),
                predicted=predicted,
                unmatched=unmatched,
                precision=round(precision, 3),
                recall=round(recall, 3),
                f1=round(f1, 3),
                quotes=quotes,
                verbatim=verbatim,
                latency_ms=round(latency, 1),
            )
        )
    latencies = [r.latency_ms for r in results]
    empty = [r for r in results if not r.gold]
    total_quotes = sum(r.quotes for r in results)
    return EvalReport(
        questions=results,
        precision=round(statistics.fmean(r.precision for r in results), 3),
        recall=round(statistics.fmean(r.recall for r in results), 3),
        f1=round(statistics.fmean(r.f1 for r in results), 3),
        verbatim_share=round(sum(r.verbatim for r in results) / total_quotes, 3)
        if total_quotes
        else 1.0,
        empty_gold_accuracy=round(
            sum(1 for r in empty if not r.predicted and not r.unmatched) / len(empty), 3
        )
        if empty
        else None,
        latency_p50_ms=round(_percentile(latencies, 50), 1),
        latency_p95_ms=round(_percentile(latencies, 95), 1),
    )
