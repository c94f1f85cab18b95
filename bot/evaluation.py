"""`cvbot eval`: candidate precision/recall/F1, exact-set matches, verbatim quotes,
empty-gold accuracy and latency over a YAML question set, overall, per question kind and
per question language (kinds: bot/eval_kinds.py)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable
from datetime import date
from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel, Field, model_validator

from bot.answer.models import Answer
from bot.eval_kinds import is_cross_lingual, normalize_kind, ordered_kinds, parse_comments
from ingest.language import detect_language
from ingest.parsers import parse_file
from vectorstore.errors import UserFacingError


class EvalQuestion(BaseModel):
    q: str
    gold: list[str] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)
    kind: str | list[str] | None = None  # an alias of `tags`
    intent: str | None = None  # paraphrase sets: questions of one intent share their gold

    @model_validator(mode="after")
    def _merge_kind(self) -> EvalQuestion:
        extra = [self.kind] if isinstance(self.kind, str) else list(self.kind or [])
        self.tags = ordered_kinds(
            [normalize_kind(t) for t in [*self.tags, *extra]]
            + (["empty-gold"] if not self.gold else [])
        )
        self.kind = None
        return self

    @property
    def language(self) -> str:
        return detect_language(self.q)


class EvalSet(BaseModel):
    people: dict[str, list[str]] = Field(default_factory=dict)
    questions: list[EvalQuestion]
    as_of: date | None = None  # the date "present" / 至今 means (years of experience)


class QuestionResult(BaseModel):
    q: str
    language: str = "en"
    kinds: list[str] = Field(default_factory=list)
    gold: list[str]
    predicted: list[str]
    unmatched: list[str]
    precision: float
    recall: float
    f1: float
    exact: bool = False
    quotes: int
    verbatim: int
    latency_ms: float
    intent: str | None = None


class GroupScore(BaseModel):
    """Macro averages over the questions of one kind or language."""

    group: str
    count: int
    precision: float
    recall: float
    f1: float
    exact_set: float
    empty_gold: int  # questions of the group whose gold is empty
    empty_gold_accuracy: float | None
    verbatim_share: float


class IntentScore(BaseModel):
    """One intent asked several ways: consistent when every phrasing names the same people."""

    intent: str
    count: int
    consistent: bool
    f1: float  # mean over the phrasings
    answers: int  # how many different answer sets the phrasings got


class EvalReport(BaseModel):
    questions: list[QuestionResult]
    precision: float
    recall: float
    f1: float
    exact_set: float = 0.0
    verbatim_share: float
    empty_gold_accuracy: float | None
    latency_p50_ms: float
    latency_p95_ms: float
    by_kind: list[GroupScore] = Field(default_factory=list)
    by_language: list[GroupScore] = Field(default_factory=list)
    by_intent: list[IntentScore] = Field(default_factory=list)


class IndexCoverage(BaseModel):
    """How many of the eval set's people the index holds (by any alias)."""

    indexed: int  # candidates in the index
    found: list[str]  # eval people keys with an indexed candidate
    missing: list[str]


class _WordsLoader(yaml.SafeLoader):
    """YAML whose yes / no / on / off stay words: a person's key "NO" (initials) is no
    false (a field meant as a flag is still read as one by its model)."""


_WordsLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def load_eval_set(path: Path) -> EvalSet:
    """The eval set, with kinds from `tags:`/`kind:`, bracketed comments and evidence."""
    try:
        text = path.read_text(encoding="utf-8")
        eval_set = EvalSet.model_validate(yaml.load(text, Loader=_WordsLoader))
    except (OSError, yaml.YAMLError, ValueError) as exc:
        raise UserFacingError(f"Cannot read the eval file {path}: {exc}") from exc
    notes = parse_comments(text)
    if len(notes.questions) == len(eval_set.questions):
        for item, note in zip(eval_set.questions, notes.questions, strict=True):
            derived = list(note.kinds)
            if is_cross_lingual(item.q, note, notes.file_languages):
                derived.append("cross-lingual")
            item.tags = ordered_kinds([*item.tags, *derived])
    return eval_set


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


def index_coverage(eval_set: EvalSet, indexed_names: list[list[str]]) -> IndexCoverage:
    """Which eval people have an indexed candidate (`indexed_names`: each candidate's names)."""
    found = {_person_of(names, eval_set.people) for names in indexed_names} - {None}
    return IndexCoverage(
        indexed=len(indexed_names),
        found=[k for k in eval_set.people if k in found],
        missing=[k for k in eval_set.people if k not in found],
    )


def require_indexed(coverage: IndexCoverage, eval_path: Path) -> None:
    """Refuse to score an index that cannot answer the set (scores would be silently ~0)."""
    if coverage.indexed == 0:
        raise UserFacingError(
            "The index is empty: nothing to evaluate. Ingest the eval set's CVs first "
            "(cvbot ingest PATH), or point --data-dir / CVBOT_DATA_DIR at their index."
        )
    if not coverage.found and coverage.missing:
        raise UserFacingError(
            f"None of the {len(coverage.missing)} people of {eval_path} is in this index "
            f"({coverage.indexed} candidates): the scores would be meaningless. Ingest the "
            "eval set's CVs or point --data-dir / CVBOT_DATA_DIR at their index."
        )


def _percentile(values: list[float], pct: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[k]


def _empty_right(r: QuestionResult) -> bool:
    return not r.predicted and not r.unmatched


def group_score(group: str, results: list[QuestionResult]) -> GroupScore:
    empty = [r for r in results if not r.gold]
    quotes = sum(r.quotes for r in results)
    return GroupScore(
        group=group,
        count=len(results),
        precision=round(statistics.fmean(r.precision for r in results), 3),
        recall=round(statistics.fmean(r.recall for r in results), 3),
        f1=round(statistics.fmean(r.f1 for r in results), 3),
        exact_set=round(sum(r.exact for r in results) / len(results), 3),
        empty_gold=len(empty),
        empty_gold_accuracy=round(sum(_empty_right(r) for r in empty) / len(empty), 3)
        if empty
        else None,
        verbatim_share=round(sum(r.verbatim for r in results) / quotes, 3) if quotes else 1.0,
    )


def _groups(
    results: list[QuestionResult], key: Callable[[QuestionResult], Iterable[str]]
) -> list[GroupScore]:
    members: dict[str, list[QuestionResult]] = {}
    for r in results:
        for g in key(r):
            members.setdefault(g, []).append(r)
    return [group_score(g, members[g]) for g in ordered_kinds(list(members))]


def score_question(
    item: EvalQuestion, answer: Answer, people: dict[str, list[str]], latency_ms: float
) -> QuestionResult:
    predicted: list[str] = []
    unmatched: list[str] = []
    quotes = verbatim = 0
    for c in answer.candidates:
        person = _person_of([c.name, *c.aliases], people)
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
    return QuestionResult(
        q=item.q,
        language=item.language,
        kinds=item.tags,
        gold=sorted(gold),
        predicted=predicted,
        unmatched=unmatched,
        precision=round(precision, 3),
        recall=round(recall, 3),
        f1=round(f1, 3),
        exact=got == gold,
        quotes=quotes,
        verbatim=verbatim,
        latency_ms=round(latency_ms, 1),
        intent=item.intent,
    )


def run_eval(eval_set: EvalSet, ask: Callable[[str], Answer]) -> EvalReport:
    results: list[QuestionResult] = []
    for item in eval_set.questions:
        started = time.perf_counter()
        answer = ask(item.q)
        latency = (time.perf_counter() - started) * 1000
        results.append(score_question(item, answer, eval_set.people, latency))
    return build_report(results)


def build_report(results: list[QuestionResult]) -> EvalReport:
    if not results:
        raise UserFacingError("The eval set has no questions.")
    overall = group_score("all", results)
    latencies = [r.latency_ms for r in results]
    return EvalReport(
        questions=results,
        precision=overall.precision,
        recall=overall.recall,
        f1=overall.f1,
        exact_set=overall.exact_set,
        verbatim_share=overall.verbatim_share,
        empty_gold_accuracy=overall.empty_gold_accuracy,
        latency_p50_ms=round(_percentile(latencies, 50), 1),
        latency_p95_ms=round(_percentile(latencies, 95), 1),
        by_kind=_groups(results, lambda r: r.kinds),
        by_language=_groups(results, lambda r: [r.language]),
        by_intent=intent_scores(results),
    )


def intent_scores(results: list[QuestionResult]) -> list[IntentScore]:
    """Per intent of a paraphrase set: did its phrasings get one answer, and how good."""
    members: dict[str, list[QuestionResult]] = {}
    for r in results:
        if r.intent:
            members.setdefault(r.intent, []).append(r)
    out = []
    for intent, rs in members.items():
        sets = {frozenset([*r.predicted, *(f"?{u}" for u in r.unmatched)]) for r in rs}
        out.append(
            IntentScore(
                intent=intent,
                count=len(rs),
                consistent=len(sets) == 1,
                f1=round(statistics.fmean(r.f1 for r in rs), 3),
                answers=len(sets),
            )
        )
    return out


def format_intents(report: EvalReport) -> str:
    """Paraphrase consistency, plain text: one line per intent, then the totals."""
    if not report.by_intent:
        return ""
    lines = [f"{'intent':<28} {'n':>3} {'answers':>7} {'F1':>6}"]
    for s in report.by_intent:
        mark = "" if s.consistent else "  <- inconsistent"
        lines.append(f"{s.intent[:28]:<28} {s.count:>3} {s.answers:>7} {s.f1:>6.3f}{mark}")
    consistent = sum(s.consistent for s in report.by_intent)
    mean = statistics.fmean(s.f1 for s in report.by_intent)
    lines.append(
        f"intents consistent: {consistent}/{len(report.by_intent)}; "
        f"mean F1 over phrasings {mean:.3f}"
    )
    return "\n".join(lines)


def _row(cells: list[str], widths: list[int]) -> str:
    return "  ".join(
        c.ljust(w) if i == 0 else c.rjust(w)
        for i, (c, w) in enumerate(zip(cells, widths, strict=True))
    )


def format_groups(report: EvalReport) -> str:
    """The per-kind and per-language table, plain text (also what the benches print)."""
    header = ["kind / language", "n", "P", "R", "F1", "exact", "empty-gold", "verbatim"]
    overall = group_score("all", report.questions)
    rows: list[list[str]] = []
    for g in [*report.by_kind, *report.by_language, overall]:
        empty = (
            f"{round(g.empty_gold_accuracy * g.empty_gold)}/{g.empty_gold}"
            if g.empty_gold_accuracy is not None
            else "-"
        )
        rows.append(
            [
                g.group,
                str(g.count),
                f"{g.precision:.3f}",
                f"{g.recall:.3f}",
                f"{g.f1:.3f}",
                f"{g.exact_set:.3f}",
                empty,
                f"{g.verbatim_share:.3f}",
            ]
        )
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    lines = [_row(header, widths), _row(["-" * w for w in widths], widths)]
    n_kinds = len(report.by_kind)
    for i, cells in enumerate(rows):
        if i in (n_kinds, len(rows) - 1):
            lines.append(_row(["-" * w for w in widths], widths))
        lines.append(_row(cells, widths))
    return "\n".join(lines)
