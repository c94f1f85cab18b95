"""Graduation year: "who graduated in 2025?", "PhDs who graduated after 2020", "graduating
before 2019", "2025届", "2024年毕业的", "2020年以后毕业". The year the highest completed degree
ended (`graduation_year`); quotes that degree's line."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.figures import graduation_year

_YEAR = r"(?P<y>(?:19|20)\d\d)"
_RULES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"(?i)\bgraduat\w*\s+(?:in|during|from\s+\w+\s+in)\s+{_YEAR}\b"), "="),
    (re.compile(rf"(?i)\bgraduat\w*\s+(?:after|since|from)\s+{_YEAR}\b"), ">"),
    (re.compile(rf"(?i)\bgraduat\w*\s+(?:before|prior\s+to|until)\s+{_YEAR}\b"), "<"),
    (re.compile(rf"(?i)\bclass\s+of\s+{_YEAR}\b"), "="),
    (re.compile(rf"{_YEAR}\s*年?(?:以后|之后|后)毕业"), ">"),
    (re.compile(rf"{_YEAR}\s*年?(?:以前|之前|前)毕业"), "<"),
    (re.compile(rf"{_YEAR}\s*(?:年)?(?:届|毕业)"), "="),
]


def find(text: str) -> Asked | None:
    for pattern, op in _RULES:
        m = pattern.search(text)
        if m is None:
            continue
        year = int(m.group("y"))
        if op == ">" and re.search(r"(?i)\bsince\b|from", m.group()):
            op = ">="
        return Asked(clauses=[f"grad_year{op}{year}"], spans=[m.span()], figure=graduation_year)
    return None


KIND = record_kind("graduation year", find)
