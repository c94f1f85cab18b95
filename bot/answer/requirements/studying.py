"""A student in a year: "2016年还在上学的有哪些", "who was still a student in 2016", "anyone in
school back in 2019". Met by the record's degrees whose study touches the year
(`ingest.active_years.studying_during`: `studying_in=2016`), quoting their lines."""

from __future__ import annotations

import re
from functools import partial

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.active_years import studying_during
from ingest.language import degree_level

_YEAR = r"((?:19|20)\d\d)"
_STUDYING = re.compile(
    rf"{_YEAR}\s*年?\s*(?:上半年|下半年|年初|年底|年中)?\s*(?:的时候|那会儿?|时)?\s*(?:还|仍|仍然)?\s*"
    r"(?:在\s*(?:上学|读书|念书|读大学|上大学|读研|读博|读本科|求学|校)|"
    # "2020年还是学生的", "2019年时还是研究生"
    r"是\s*(?:在校)?(?:学生|在校生|大学生|本科生|研究生|硕士生|博士生))|"
    # "2020年那会儿谁在读博": who, between the year and the study
    rf"{_YEAR}\s*年?\s*(?:的时候|那会儿?|时)?\s*(?:谁|有谁|哪些人)\s*(?:还|仍)?\s*在\s*(?:读研|读博|读本科|上学|读书)|"
    rf"(?i:\b(?:doing|pursuing|studying\s+for)\s+(?:a\s+|an\s+|their\s+)?"
    rf"(?:phd|doctorate|master'?s|masters|bachelor'?s)\s+(?:back\s+)?in\s+{_YEAR}\b)|"
    rf"(?i:\b(?:still\s+)?(?:a\s+)?(?:student|in\s+school|at\s+(?:uni|university|college)|studying)"
    rf"\s+(?:back\s+)?in\s+{_YEAR}\b|\bin\s+{_YEAR}\s*,?\s+(?:was|were)\s+(?:still\s+)?"
    r"(?:a\s+)?(?:students?|in\s+school|studying)\b)"
)


# the levels a year's study may be asked of ("读博", "a PhD": `phd_studying_in`)
_LEVELS = ("PhD", "Master", "Bachelor")


def find(text: str) -> Asked | None:
    m = _STUDYING.search(text)
    if m is None:
        return None
    year = int(next(g for g in m.groups() if g))
    level = said if (said := degree_level(m.group())) in _LEVELS else ""
    field = f"{level.lower()}_studying_in" if level else "studying_in"
    return Asked(
        clauses=[f"{field}={year}"],
        spans=[m.span()],
        figure=partial(studying_during, year, year, level=level),
    )


KIND = record_kind("studying in a year", find)
