"""A period asked with no place: "anyone interned somewhere in summer 2018", "who was working
full-time in 2019", "2020年在实习的有谁", "2018年以前就全职工作的". Met by the record's
positions of that kind (`ingest.active_years`: `interned_in=2018`, `worked_in<2018`); with a
place named, `period` reads the period of that place instead."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from functools import partial

from bot.answer.requirements.base import Asked
from bot.answer.requirements.employment import position_kind_asked
from bot.answer.requirements.period import half_year_of, period_of, period_spans
from bot.answer.requirements.reading import Kind, Reading, Span
from bot.answer.requirements.role_words import role_families_in, role_phrases
from ingest.active_years import ACTIVE_KINDS, positions_during, roles_during
from ingest.figures import Figure
from ingest.language import INTERNS_ASIDE, NOW_ASKED
from ingest.record import CandidateRecord
from ingest.study_places import ABROAD

_INTERN = re.compile(r"(?i:(?<!non-)(?<!non\s)\bintern(?:ed|ing|ship|ships|s)?\b)|实习生?")
_WORK = re.compile(
    r"(?i:\b(?:work(?:ed|ing)?|employed|full[- ]time|(?:had|held)\s+a\s+job)\b|"
    r"\bnon[- ]intern(?:ship)?\b)|全职|在职|工作|上班"  # "a proper non-intern job"
)


_NOT = re.compile(r"(?i:\bnot\b|\bdo(?:es)?\s*n[o'’]?t\b|n[o'’]t\b|\bexcluded\b)|不")
# teaching or research at a university: "2020年在高校当老师的", "who was on faculty in 2019"
_ACADEMIC = re.compile(
    r"(?i:\b(?:taught|teaching|faculty|professors?|lecturers?|academia|academic)\b)|"
    r"高校|(?<!担)任教|教书|当老师|教职|讲师|教授|学术界"
)
# ... at a university only: teaching alone may be a school's ("teaching in a classroom")
_UNIVERSITY = re.compile(
    r"(?i:\b(?:faculty|professors?|lecturers?|academia|academic|universit(?:y|ies)|college)\b)|"
    r"高校|大学|教职|讲师|教授|学术界"
)
# where a school teacher teaches: "in a classroom", "at a high school", "在中小学", "在学校"
_SCHOOL_ROOM = re.compile(
    r"(?i:\b(?:in|at)\s+(?:an?\s+|the\s+)?(?:(?:high|middle|primary|secondary|elementary|"
    r"public|k-?12)\s+)?(?:classrooms?|schools?)\b)|在?(?:中小学|中学|小学|学校|课堂)(?:里|中)?"
)
_CITY_ASKED = re.compile(r"\bworked_in_city=([\w-]+)")
_COUNTRY_ASKED = re.compile(r"\bworked_in_country=([\w-]+)")


def _clause(field: str, lo: int | None, hi: int | None) -> str:
    if lo is not None and lo == hi:
        return f"{field}={lo}"
    if lo is not None and hi is not None:
        return f"{field}>={lo} and {field}<={hi}"
    return f"{field}>={lo}" if lo is not None else f"{field}<={hi}"


# "an analyst title", "a 'manager' title": the words of a title asked
_TITLE_WORD = re.compile(r"(?i)\b(?:an?\s+)[\"“']?([a-z][a-z-]{2,})[\"”']?\s+titles?\b")


_DOING_FIELD = re.compile(r"(?i:\b(?:doing|did|done)\s+)|(?:做|搞|干)(?:过|了)?")
_FIELD_NOUN = re.compile(r"(?i:\b(?:dev|development|engineering)\s*$)|(?:开发|研发)$")
_ROLE_NOW = re.compile(r"role=[\w-]+(?: or role=[\w-]+)*")


def _roles_asked(text: str, clauses: list[str]) -> tuple[list[str], list[Span]] | None:
    """The role families (or, failing them, "title:" words) a question asks of a period, and
    where; None when it names none, or when another kind reads them (a role now)."""
    keys: list[str] = []
    spans: list[Span] = []
    for lo, hi in role_phrases(text):
        if _DOING_FIELD.search(text[max(0, lo - 10) : hi]) and _FIELD_NOUN.search(text[lo:hi]):
            continue  # "doing android dev back in 2020": a field of work, not a title
        if families := role_families_in(text[lo:hi]):
            keys += families
            spans.append((lo, hi))
    if not keys:  # "2019年下半年在做后端的": the field of work read as a role now
        keys = [
            f for c in clauses if _ROLE_NOW.fullmatch(c) for f in re.findall(r"role=([\w-]+)", c)
        ]
    if not keys:
        for m in _TITLE_WORD.finditer(text):
            keys.append(f"title:{m.group(1).lower()}")
            spans.append(m.span())
    # "data analysts now who worked somewhere in 2019": a role now; "2020年在高校当老师的": an
    # academic appointment (`taught_in`)
    if not keys or NOW_ASKED.search(text) or _ACADEMIC.search(text):
        return None
    if any(c.startswith(("any_role=", "left_role=")) for c in clauses):
        return None  # "former teachers …": held at any time
    return list(dict.fromkeys(keys)), spans


def _cities_then(
    clauses: list[str], period: tuple[int | None, int | None], full_time: bool = False
) -> bool:
    """Each city asked (`worked_in_city=…`) as a position there in the period ("2019年在深圳
    上班的": `city_years_shenzhen=2019`, not a city and a year apart); whether one was."""
    timed = False
    for k, asked in enumerate(clauses):
        if cities := _CITY_ASKED.findall(asked):
            clauses[k] = " or ".join(_clause(f"city_years_{c}", *period) for c in cities)
            timed = True
        elif (places := _COUNTRY_ASKED.findall(asked)) and ABROAD not in places:
            field = "fulltime_country_years_" if full_time else "country_years_"
            clauses[k] = " or ".join(_clause(f"{field}{c}", *period) for c in places)
            timed = True  # "a UK-based employer during 2019": there then
    return timed


def read(r: Reading) -> None:
    if r.has_place or r.c.degree is not None:
        return
    period = period_of(r.text, r.today)
    if period is None:
        return
    if (roles := _roles_asked(r.text, r.c.record.clauses)) is not None:
        # "who was a data analyst in 2021", "an analyst title back in 2021": a title of that
        # role held that year (not a role now and a job then)
        keys, role_spans = roles
        clause = " or ".join(
            _clause(
                f"title_years_{k[6:]}" if k.startswith("title:") else f"role_years_{k}", *period
            )
            for k in keys
        )
        figure = partial(roles_during, tuple(keys), *period)
        spans = period_spans(r.text) + role_spans
        _cities_then(r.c.record.clauses, period)  # "2019年在深圳上班的后端工程师": there then
        for k, asked in enumerate(r.c.record.clauses):
            if _ROLE_NOW.fullmatch(asked):  # "2021年在做数据分析师的": then, not now
                r.c.record.clauses[k] = clause
                r.c.record.spans += spans
                return
        r.c.record.add(Asked(clauses=[clause], spans=spans, figure=figure))
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
    lo, hi = period
    spans = period_spans(r.text)
    spans += [m.span() for p in (_INTERN, _WORK, _ACADEMIC) for m in p.finditer(r.text)]
    # ("19年在国内正式上班的 实习不算", "a full-time job in mainland China": no internship)
    full_time = (
        worked and not interned and (position_kind_asked(r.text) == "full-time" or r.c.fulltime)
    )
    if _cities_then(r.c.record.clauses, period, full_time):  # "受雇于英国的用人单位": there, then
        r.c.record.spans += spans
        return
    if not kinds:
        return
    fields = {k: f"{verb}_in" for k, (verb, _) in ACTIVE_KINDS.items()}
    clause = " or ".join(_clause(fields[k], lo, hi) for k in kinds)
    school = taught and not interned and not _UNIVERSITY.search(r.asked)
    if school:  # "19年那会儿还在学校教书的": a school's teacher then, or a university's
        clause += " or " + _clause("role_years_teacher", lo, hi)
        spans += [m.span() for m in _SCHOOL_ROOM.finditer(r.text)]
    if half := half_year_of(r.text):  # "2020年上半年": the months, not the whole year
        clause = " or ".join(f"{fields[k]}_half={half}" for k in kinds)
    figure = partial(positions_during, kinds, lo, hi, half=half)
    if school:
        figure = partial(_first_held, (partial(roles_during, ("teacher",), lo, hi), figure))
    r.c.record.add(Asked(clauses=[clause], spans=spans, figure=figure))


def _first_held(
    figures: tuple[Callable[[CandidateRecord, date], Figure], ...],
    record: CandidateRecord,
    asked: date,
) -> Figure:
    """The first of the figures that finds a position (a school's teaching, else a
    university's)."""
    for figure in figures:
        if (found := figure(record, asked)).value:
            return found
    return found


KIND = Kind("period, no place", read)
