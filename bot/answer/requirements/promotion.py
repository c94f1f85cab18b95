"""A promotion within one company: "who got promoted within the same company", "有在同一家
公司升职的吗", "anyone promoted internally", "内部晋升过的". Met by the record's positions
(`ingest.career_moves.promoted`: a later full-time title at an employer after another one
there), quoting the two positions' lines."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.career_moves import promoted

_PROMOTED = re.compile(
    r"(?i:\b(?:got|been|was|were|being|get|gets)\s+promoted\b|\bpromoted\s+(?:within|at|"
    r"internally|in)\b|\bpromotions?\b(?=[^.?!;]{0,30}\b(?:same|one|their)\s+(?:company|"
    r"employer|firm)\b)|\bmoved\s+up\b(?=[^.?!;]{0,30}\b(?:same|one|their)\s+(?:company|"
    r"employer|firm)\b))|(?:内部)?(?:晋升|升职)(?:过|了)?(?!活动|工具|机制|体系)"
)
# the words that only say where: "within the same company", "在同一家公司"
_SAME_PLACE = re.compile(
    r"(?i:\b(?:within|at|in|inside)\s+(?:the\s+)?(?:same|one|their)\s+(?:company|employer|"
    r"firm)\b|\binternally\b)|(?:在)?同一家?(?:公司|单位)(?:内|里)?"
)


def find(text: str) -> Asked | None:
    spans = [m.span() for m in _PROMOTED.finditer(text)]
    if not spans:
        return None
    spans += [m.span() for m in _SAME_PLACE.finditer(text)]
    return Asked(clauses=['promoted_at~""'], spans=spans, figure=promoted)


KIND = record_kind("promotion", find)
