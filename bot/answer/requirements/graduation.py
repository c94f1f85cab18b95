"""Graduation year: "who graduated in 2025?", "PhDs who graduated after 2020", "graduating
before 2019", "2025届", "2024年毕业的", "2020年以后毕业". The year the highest completed degree
ended (`graduation_year`); quotes that degree's line. A new graduate ("new grads", "应届生"):
the latest degree ends within a year of the date asked and full-time work is under two years
(`years_since_grad`)."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.figures import graduation_year
from ingest.new_grads import years_since_graduation

_YEAR = r"(?P<y>(?:19|20)\d\d)"
_LATEST = r"(?:(?:their|his|her|the|a)\s+)?(?:(?:most\s+recent|latest|last|final|highest)\s+)?"
# "completed their most recent degree after 2020", "whose latest diploma is from 2021 or later"
_EN_DEGREE_YEAR = (
    rf"(?i)(?:\b(?:completed|finished|got|earned|obtained|received)\s+)?{_LATEST}"
    r"\b(?:graduat\w*|degrees?|diplomas?|undergrad\w*)(?:\s+(?!(?:work\w*|at|join\w*|was|were)\b)[^\s.?!;]+){0,3}?\s+"
)
# "最后一个学位是在2020年之后取得的", "2020年以后才毕业的"
_ZH_DEGREE = r"(?:最后一个|最近一个|最高)?(?:学位|学历|文凭)[^，,。？?]{0,6}?"
_ZH_AFTER = r"\s*年?(?:以后|之后|后)"
_ZH_BEFORE = r"\s*年?(?:以前|之前|前)"
_ZH_FROM = r"\s*年?(?:及|或)(?:以后|之后)"
# ... and the degree after the verb: "20年以后才拿到最后一个文凭的"
_ZH_GOT = (
    r"(?:才?(?:毕业|取得|拿到|获得|拿的|获得的|完成)"
    r"(?:的)?(?:(?:最后|最近|最高)(?:一个|的)?)?(?:学位|学历|文凭)?)"
)
# a year in Chinese, "2021年" or "21年"
_ZH_YEAR = r"(?P<y>(?:19|20)\d\d|[0-2]\d(?=\s*年))"
_RULES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"{_EN_DEGREE_YEAR}(?:in|during|from\s+\w+\s+in)\s+{_YEAR}\b(?!\s+or\b)"), "="),
    (re.compile(rf"{_EN_DEGREE_YEAR}(?:after|since|post)\s+{_YEAR}\b"), ">"),
    (re.compile(rf"{_EN_DEGREE_YEAR}(?:from|in)?\s*{_YEAR}\+"), ">="),
    (re.compile(rf"{_EN_DEGREE_YEAR}(?:from|in)?\s*{_YEAR}\s+or\s+(?:later|after)\b"), ">="),
    (re.compile(rf"{_EN_DEGREE_YEAR}(?:from)\s+{_YEAR}\b"), ">="),
    (re.compile(rf"{_EN_DEGREE_YEAR}(?:before|prior\s+to|until)\s+{_YEAR}\b"), "<"),
    (re.compile(rf"{_EN_DEGREE_YEAR}(?:from|in)?\s*{_YEAR}\s+or\s+(?:earlier|before)\b"), "<="),
    (re.compile(rf"(?i)\bclass\s+of\s+{_YEAR}\b"), "="),
    (re.compile(rf"{_ZH_DEGREE}(?:在)?{_ZH_YEAR}{_ZH_FROM}{_ZH_GOT}?"), ">="),
    (re.compile(rf"{_ZH_DEGREE}(?:在)?{_ZH_YEAR}{_ZH_AFTER}{_ZH_GOT}?"), ">"),
    (re.compile(rf"{_ZH_DEGREE}(?:在)?{_ZH_YEAR}{_ZH_BEFORE}{_ZH_GOT}?"), "<"),
    (re.compile(rf"{_ZH_YEAR}{_ZH_FROM}{_ZH_GOT}"), ">="),
    (re.compile(rf"{_ZH_YEAR}{_ZH_AFTER}{_ZH_GOT}"), ">"),
    (re.compile(rf"{_ZH_YEAR}{_ZH_BEFORE}{_ZH_GOT}"), "<"),
    (re.compile(rf"{_YEAR}\s*(?:年)?(?:届|毕业)"), "="),
    (re.compile(r"(?<![\d.])(?P<y>\d\d)\s*届"), "="),  # "26届应届生": the class of 2026
]


_CLASS_OF = re.compile(r"(?i:\bclass\s+of\b)|届")
_OR_YEAR = re.compile(r"(?i)\s*(?:or|/|或者?|、|-|–|to)\s*(?:class\s+of\s+)?(?P<y>(?:19|20)\d\d)\b")
# a new graduate: the latest degree ends this year or ended last year (or is still to come
# within a year), and less than two years of full-time work
_NEW_GRAD = re.compile(
    r"(?i:\b(?:new|fresh|recent)\s+grad(?:uate)?s?\b|\bcampus\s+hires?\b|"
    r"\bgraduating\s+students?\b)|应届(?:毕业)?生?|(?:能|可以)?走?校招(?:生)?|刚毕业"
)


# a year said relative to the date asked: "graduated this year", "今年刚毕业的", "去年毕业"
_RELATIVE = re.compile(
    r"(?i:\bgraduat(?:ed|ing)\s+(?:just\s+)?(?P<en>this|last)\s+year\b|"
    r"\b(?P<en2>this|last)\s+year'?s\s+grad(?:uate)?s\b)|"
    r"(?P<zh>今年|去年|前年)\s*(?:刚|才|已经?)?(?:毕业|届)"
)
_YEARS_BACK = {"this": 0, "last": 1, "今年": 0, "去年": 1, "前年": 2}


def _relative(text: str) -> Asked | None:
    """The latest degree ended the year asked: this year, last year."""
    if (m := _RELATIVE.search(text)) is None:
        return None
    back = _YEARS_BACK[(m.group("en") or m.group("en2") or m.group("zh")).lower()]
    spans = [m.span(), *(x.span() for x in _NEW_GRAD.finditer(text))]
    return Asked(clauses=[f"years_since_grad={back}"], spans=spans, figure=years_since_graduation)


def find(text: str) -> Asked | None:
    if (relative := _relative(text)) is not None:
        return relative
    new_grad = [m.span() for m in _NEW_GRAD.finditer(text)]
    for pattern, op in _RULES:
        m = pattern.search(text)
        if m is None:
            continue
        year = int(m.group("y"))
        year += 2000 if year < 100 else 0
        # "2027届", "class of 2027": the year the latest degree ends, finished or still under
        # way (a student's expected one); "graduated in 2024": the highest completed degree's
        field, figure = (
            ("class_of", years_since_graduation)
            if _CLASS_OF.search(m.group())
            else ("grad_year", graduation_year)
        )
        also = _OR_YEAR.match(text, m.end()) if op == "=" else None
        if also is not None:  # "class of 2025 or 2026": either year
            spans = [(m.start(), also.end()), *new_grad]
            clause = f"{field}>={year} and {field}<={also.group('y')}"
            return Asked(clauses=[clause], spans=spans, figure=figure)
        if op == ">" and re.search(r"(?i)\bsince\b", m.group()):
            op = ">="
        # "2026届的应届生": the year says it; the words of a new graduate are no topic; the
        # same said again ("graduated post 2020 - like their latest diploma is from 2021+")
        spans = [m.span(), *new_grad, *(x.span() for p, _ in _RULES for x in p.finditer(text))]
        # "27届应届生": of that class and new to work
        work = " and years<2" if field == "class_of" and new_grad else ""
        return Asked(clauses=[f"{field}{op}{year}{work}"], spans=spans, figure=figure)
    if m := _NEW_GRAD.search(text):
        clause = "years_since_grad<=1 and years_since_grad>=-1 and years<2"
        return Asked(clauses=[clause], spans=[m.span()], figure=years_since_graduation)
    return None


KIND = record_kind("graduation year", find)
