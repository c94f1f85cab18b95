"""A full-time job left soon after joining: "who left a full-time position less than a year
after joining", "anyone bail on a job before hitting the 1 yr mark", "干了不到一年就跑路的",
"入职不到半年就离职的". Met by the record's full-time stints (`ingest.career_moves.short_stints`:
positions at one employer in a row are one stint, the current job none): `shortest_stint<12`,
quoting the short ones."""

from __future__ import annotations

import re

from bot.answer.requirements.base import NUMBER, Asked, number_of
from bot.answer.requirements.reading import record_kind
from ingest.career_moves import short_stints

_LEFT = r"(?:left|quit|bail(?:ed)?(?:\s+on)?|walked\s+away\s+from|leaving|leave)"
_SPAN = (
    rf"(?:less\s+than|under|before(?:\s+hitting)?|within|inside(?:\s+of)?|shy\s+of)\s+"
    rf"(?:the\s+)?(?P<n>{NUMBER}|an?|half\s+a)[\s-]*(?P<unit>years?|yrs?|months?|mo)(?:\s+mark)?"
    r"(?:\s+(?:after|of|since)\s+(?:joining|starting|being\s+hired|(?:they|he|she)\s+joined))?"
)
_SHORT = re.compile(
    rf"(?i:\b{_LEFT}\b[^.?!;]{{0,50}}?\b{_SPAN}\b)|"
    rf"(?:干|做|待|呆|工作|入职)了?\s*(?:不到|未满|没满|不满)\s*(?P<n2>{NUMBER}|半)\s*(?:个)?"
    r"(?P<unit2>年|月)(?:就|便|即)?(?:离职|走人|走了?|跑路|跳槽|离开|辞职)"
)


def _months(number: str, unit: str) -> float | None:
    word = number.lower().strip()
    n = 0.5 if word in ("half a", "半") else 1.0 if word in ("a", "an") else number_of(word)
    if n is None or not 0 < n <= 60:
        return None
    return n * 12 if unit.lower().startswith(("y", "年")) else n


def stint_spans(text: str) -> list[tuple[int, int]]:
    """Where a question asks about a short stint (the years kind reads none of it)."""
    return [m.span() for m in _SHORT.finditer(text)]


def find(text: str) -> Asked | None:
    for m in _SHORT.finditer(text):
        number = m.group("n") or m.group("n2") or ""
        months = _months(number, m.group("unit") or m.group("unit2") or "")
        if months is not None:
            return Asked(
                clauses=[f"shortest_stint<{months:g}"], spans=[m.span()], figure=short_stints
            )
    return None


KIND = record_kind("short stint", find)
