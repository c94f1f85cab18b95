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
from ingest.active_years import ACTIVE_KINDS, positions_during
from ingest.language import INTERNS_ASIDE

_INTERN = re.compile(r"(?i:\bintern(?:ed|ing|ship|ships|s)?\b)|实习生?")
_WORK = re.compile(
    r"(?i:\b(?:work(?:ed|ing)?|employed|full[- ]time|(?:had|held)\s+a\s+job)\b)|全职|在职|工作|上班"
)


_NOT = re.compile(r"(?i:\bnot\b|\bdo(?:es)?\s*n[o'’]?t\b|n[o'’]t\b|\bexcluded\b)|不")
# teaching or research at a university: "2020年在高校当老师的", "who was on faculty in 2019"
_ACADEMIC = re.compile(
    r"(?i:\b(?:taught|teaching|faculty|professors?|lecturers?|academia|academic)\b)|"
    r"高校|任教|教书|当老师|教职|讲师|教授|学术界"
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
    worked = bool(_WORK.search(r.asked))
    # "employed anywhere during 2019? internships count": a work period that takes both
    counted = [r.text[a:b] for a, b in r.counts]
    # ("2018年在上班的 不含实习": internships set aside, not asked)
    interned = bool(_INTERN.search(r.asked) and not INTERNS_ASIDE.search(r.text)) or (
        worked and any(_INTERN.search(t) and not _NOT.search(t) for t in counted)
    )
    taught = _ACADEMIC.search(r.asked)
    # a job is a job: "who was working in 2019" names the assistant professor too
    working = ("full-time", "academic appointment") if worked else ()
    kinds = (("internship",) if interned else ()) + working
    kinds = ("academic appointment",) if taught and not interned else kinds
    if not kinds:
        return
    lo, hi = period
    spans = period_spans(r.text)
    spans += [m.span() for p in (_INTERN, _WORK, _ACADEMIC) for m in p.finditer(r.text)]
    for k, asked in enumerate(r.c.record.clauses):
        if cities := _CITY_ASKED.findall(asked):
            # "2019年在深圳上班的": a position in the city that year, not the two apart
            r.c.record.clauses[k] = " or ".join(_clause(f"city_years_{c}", lo, hi) for c in cities)
            r.c.record.spans += spans
            return
    fields = {k: f"{verb}_in" for k, (verb, _) in ACTIVE_KINDS.items()}
    clause = " or ".join(_clause(fields[k], lo, hi) for k in kinds)
    if half := half_year_of(r.text):  # "2020年上半年": the months, not the whole year
        clause = " or ".join(f"{fields[k]}_half={half}" for k in kinds)
    figure = partial(positions_during, kinds, lo, hi, half=half)
    r.c.record.add(Asked(clauses=[clause], spans=spans, figure=figure))


KIND = Kind("period, no place", read)
