"""A change of role: "前端转产品的", "engineers who moved into product", "技术出身的产品经理",
"anyone who switched from backend to data science", "engineer turned PM". Two role families
named with a word of moving between them, the first the one left (any engineering family for
"engineering" / "技术" / "研发"). Met by the record's full-time titles
(`ingest.career_moves.role_moves`: `role_moves=frontend_to_product-manager`), quoting the two
positions."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.career_moves import role_moves
from ingest.language import ROLE_FAMILIES

# words a question names a field of work by, besides the titles' vocabulary
_QUESTION_WORDS: dict[str, re.Pattern[str]] = {
    "product-manager": re.compile(r"(?i:\bproduct\b(?!\s+(?:design|engineer)))|产品(?!设计)"),
    "data-scientist": re.compile(r"(?i:\bdata\s+science\b)"),
    "manager": re.compile(
        r"(?i:\bmanag(?:er|ers|ing|ement)\b|\bpeople\s+manag\w*|\b(?:leading|running)\s+a\s+team\b)|"
        r"管理(?:岗)?|带团队|管人"
    ),
    "ic": re.compile(r"(?i:\bICs?\b|\bindividual\s+contributors?\b)|一线(?:开发|工程师)?"),
    "engineering": re.compile(
        r"(?i:\bengineer(?:ing|s)?\b|\bdev(?:eloper)?s?\b|\bswes?\b|\bcoding\b)|研发|开发|技术|工程师|程序员|码农"
    ),
}
# a word of moving from the field before it to the one after it
_MOVE = re.compile(
    r"(?i:^\W*(?:to|into|turned|->|→)\W*$|\b(?:to|into)\s+(?:a\s+|an\s+)?$)|"
    r"^\s*(?:转行|转岗|转型|转)(?:去|到|做|成|为|当)?\s*$|^\s*出身的?\s*$"
)
_MOVING = re.compile(
    r"(?i:\b(?:moved|moving|switched|switching|transitioned|transitioning|pivoted|pivoting|"
    r"changed|went|crossed\s+over|turned|from)\b)|转|出身"
)


def _fields(text: str) -> list[tuple[int, int, str]]:
    """(start, end, family) of each field of work the text names, in order."""
    found = [
        (m.start(), m.end(), family)
        for patterns in (ROLE_FAMILIES, _QUESTION_WORDS)
        for family, pattern in patterns.items()
        for m in pattern.finditer(text)
    ]
    return sorted(found, key=lambda x: (x[0], -x[1]))  # the longest name at a place first


def find(text: str) -> Asked | None:
    if not _MOVING.search(text):
        return None
    fields = _fields(text)
    for a_start, a_end, a in fields:
        for b_start, b_end, b in fields:
            if b_start < a_end or a == b or b in ("engineering", "ic") or a == "manager":
                continue
            between = any(a_end <= lo < b_start for lo, _, _ in fields)
            if not between and _MOVE.search(text[a_end:b_start]):
                clause = f"role_moves={a}_to_{b}"
                spans = [(a_start, b_end), *(m.span() for m in _MOVING.finditer(text))]
                return Asked(clauses=[clause], spans=spans, figure=role_moves)
    return None


KIND = record_kind("change of role", find)
