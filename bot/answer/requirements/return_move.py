"""Going back to a former employer: "boomerangs? ppl who left a company and later went back",
"回流老东家的", "anyone who rejoined a previous employer". Met by the record's full-time
positions (`ingest.career_moves.returned_to`: an employer left for another and joined again,
a subsidiary counting as its parent), quoting the three positions."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.career_moves import returned_to

_RETURNED = re.compile(
    r"(?i:\bboomerangs?\b|\brejoin(?:ed|ing|s)?\b|\bre-join(?:ed|ing|s)?\b|"
    r"\b(?:left|quit)\b[^.?!;]{0,40}\b(?:later\s+|then\s+|and\s+)*(?:went|came|moved)\s+back\b|"
    r"\b(?:went|came)\s+back\s+to\s+(?:a\s+|an\s+|their\s+)?(?:former|previous|old)\s+"
    r"(?:employer|company|job)\b|\breturned\s+to\s+(?:a\s+|an\s+|their\s+)?(?:former|previous|old)\s+"
    r"(?:employer|company|job)\b)|"
    r"回流(?:到|回)?(?:老东家|原公司|前东家|之前的公司)?|回到(?:了)?(?:老东家|原公司|前东家|之前的公司)|"
    r"重新加入|二进宫|吃回头草|离职后(?:又)?回(?:到|去)"
)


def find(text: str) -> Asked | None:
    spans = [m.span() for m in _RETURNED.finditer(text)]
    if not spans:
        return None
    return Asked(clauses=['returned_to~""'], spans=spans, figure=returned_to)


KIND = record_kind("return to an employer", find)
