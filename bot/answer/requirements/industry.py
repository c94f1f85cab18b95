"""An employer asked by its industry: "anyone worked at a bank", "芯片公司待过的", "ex-big
four", "券商出来的", "full-time at a chip company". Met by the record's positions
(`ingest.industries`: a catalog member of the industry or an organisation whose name says
it), quoting them; `industry=bank` in the record filter (`employer_industry` when the
question asks full-time work)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date
from functools import lru_cache, partial

from bot.answer.requirements.base import Asked
from bot.answer.requirements.counts import counts_clauses
from bot.answer.requirements.period import GONE, period_of, period_spans
from bot.answer.requirements.reading import Kind, Reading, inside
from ingest.figures import Figure
from ingest.industries import IndustryCatalog, industry_positions, words_pattern
from ingest.language import NOW_ASKED
from ingest.record_models import CandidateRecord

# a Chinese word not inside a longer name: "在银行干过" (a bank), not "招商银行" (one bank)
_ZH_BEFORE = r"(?:(?<![\u3400-\u9fff])|(?<=[在去过家个的于和或者及与是到从进有做找招要谁、/]))"
_FULL_TIME = re.compile(r"(?i:\bfull[- ]?time\b|\bnon[- ]?intern)|全职|正式员工")


# the noun after an industry's name is part of it: "a semiconductor company", "芯片原厂背景"
_EN_NOUN = (
    r"(?:[\s-]+(?:company|companies|cos?|firm|firms|industry|industries|sector|vendors?|makers?|"
    r"startups?|background|houses?|space|world|side))?"
)
# ... in Chinese, up to two of them: "快消品牌方", "快消品公司"
_ZH_NOUN = r"(?:品牌方|品牌|公司|企业|行业|厂商|厂家|厂|背景|领域|机构|圈|品){0,2}"
# ... and the adjective before it: "one of the big strategy consulting firms"
_EN_ADJ = r"(?:(?:big|major|top|large|leading|global|tier[- ]1|licensed|regulated)\s+)?"


def _pattern(words: list[str]) -> re.Pattern[str]:
    """An industry's words with the nouns after them ("快消品牌方") and, in English, an
    adjective before ("ex-big four")."""
    return re.compile(
        words_pattern(
            words,
            start=r"(?:(?<![\w-])|(?<=\bex-))",
            en=_EN_ADJ + "{}" + _EN_NOUN,
            zh_before=_ZH_BEFORE,
            zh_after=_ZH_NOUN,
        )
    )


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern[str]]:
    return {i.id: _pattern(i.asked) for i in IndustryCatalog.load().items.values()}


def _found(text: str) -> dict[str, list[tuple[int, int]]]:
    """The industries a question names, with where."""
    found: dict[str, list[tuple[int, int]]] = {}
    counts = counts_clauses(text)  # "wechat, the game studios, their labs all fine": scope
    for industry, pattern in _patterns().items():
        if spans := [m.span() for m in pattern.finditer(text) if not inside(m.start(), counts)]:
            found[industry] = spans
    return found


def _asked(
    text: str, found: dict[str, list[tuple[int, int]]], period: tuple[int | None, int | None]
) -> Asked:
    full_time = bool(_FULL_TIME.search(text))
    lo, hi = period
    now = period == (None, None) and bool(NOW_ASKED.search(text)) and not GONE.search(text)
    if now:  # "who's at a chip company right now": the position held at the date asked
        clause = " or ".join(f"current_industry={i}" for i in found)
        figures = [partial(industry_positions, i, now=True) for i in found]
        spans = [s for spans in found.values() for s in spans]
        spans += [m.span() for m in NOW_ASKED.finditer(text)]
        figure = figures[0] if len(figures) == 1 else partial(_first_found, figures)
        return Asked(clauses=[clause], spans=spans, figure=figure)
    if period != (None, None):  # "近三年在银行上过班的": a year of a position there
        clause = " or ".join(_in_years(f"industry_years_{i}", lo, hi) for i in found)
    else:
        field = "employer_industry" if full_time else "industry"
        clause = " or ".join(f"{field}={i}" for i in found)
    figures = [
        partial(industry_positions, i, internships=not full_time, years=period) for i in found
    ]
    spans = [s for spans in found.values() for s in spans]
    if period != (None, None):
        spans += period_spans(text)
    return Asked(
        clauses=[clause],
        spans=spans,
        figure=figures[0] if len(figures) == 1 else partial(_first_found, figures),
    )


def _in_years(field: str, lo: int | None, hi: int | None) -> str:
    if lo is not None and lo == hi:
        return f"{field}={lo}"
    both = f"{field}>={lo} and {field}<={hi}"
    return (
        both
        if lo is not None and hi is not None
        else (f"{field}>={lo}" if lo is not None else f"{field}<={hi}")
    )


def find(text: str) -> Asked | None:
    found = _found(text)
    return _asked(text, found, (None, None)) if found else None


def read(r: Reading) -> None:
    """With a period and no organisation named, the period is the industry's ("worked at a
    bank in the last 3 years")."""
    found = _found(r.text)
    if not found:
        return
    period = period_of(r.text, r.today) if not r.has_place else None
    r.c.record.add(_asked(r.text, found, period or (None, None)))


def _first_found(
    figures: Sequence[Callable[[CandidateRecord, date], Figure]],
    record: CandidateRecord,
    asked: date,
) -> Figure:
    """Of several industries asked ("a bank or an insurer"), the first the record is in."""
    shown = [f(record, asked) for f in figures]
    return next((f for f in shown if f.sources), shown[0])


KIND = Kind("employer industry", read, find)
