"""A period asked with no place: "anyone interned somewhere in summer 2018", "who was working
full-time in 2019", "2020年在实习的有谁", "2018年以前就全职工作的". Met by the record's
positions of that kind (`ingest.active_years`: `interned_in=2018`, `worked_in<2018`); with a
place named, `period` reads the period of that place instead."""

from __future__ import annotations

import re
from functools import partial

from bot.answer.requirements.base import Asked
from bot.answer.requirements.period import half_year_of, period_of, period_spans
from bot.answer.requirements.reading import Kind, Reading
from ingest.active_years import positions_during

_INTERN = re.compile(r"(?i:\bintern(?:ed|ing|ship|ships|s)?\b)|实习生?")
_WORK = re.compile(
    r"(?i:\b(?:work(?:ed|ing)?|employed|full[- ]time|(?:had|held)\s+a\s+job)\b)|全职|在职|工作|上班"
)


_CITY_ASKED = re.compile(r"\bworked_in_city=([\w-]+)")


def _clause(field: str, lo: int | None, hi: int | None) -> str:
    if lo is not None and lo == hi:
        return f"{field}={lo}"
    if lo is not None and hi is not None:
        return f"{field}>={lo} and {field}<={hi}"
    return f"{field}>={lo}" if lo is not None else f"{field}<={hi}"


def read(r: Reading) -> None:
    if r.has_place or r.c.degree is not None:
        return
    period = period_of(r.text, r.today)
    if period is None:
        return
    interned, worked = _INTERN.search(r.asked), _WORK.search(r.asked)
    kinds = (("internship",) if interned else ()) + (("full-time",) if worked else ())
    if not kinds:
        return
    lo, hi = period
    spans = period_spans(r.text)
    spans += [m.span() for p in (_INTERN, _WORK) for m in p.finditer(r.text)]
    for k, asked in enumerate(r.c.record.clauses):
        if cities := _CITY_ASKED.findall(asked):
            # "2019年在深圳上班的": a position in the city that year, not the two apart
            r.c.record.clauses[k] = " or ".join(_clause(f"city_years_{c}", lo, hi) for c in cities)
            r.c.record.spans += spans
            return
    fields = {"internship": "interned_in", "full-time": "worked_in"}
    clause = " or ".join(_clause(fields[k], lo, hi) for k in kinds)
    if half := half_year_of(r.text):  # "2020年上半年": the months, not the whole year
        clause = " or ".join(f"{fields[k]}_half={half}" for k in kinds)
    figure = partial(positions_during, kinds, lo, hi, half=half)
    r.c.record.add(Asked(clauses=[clause], spans=spans, figure=figure))


KIND = Kind("period, no place", read)
