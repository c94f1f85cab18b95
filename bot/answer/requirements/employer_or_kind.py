"""An employer or a kind of employer, either one: "有在大厂或者芯片公司实习过的吗", "worked at
Google or a chip company", "芯片公司或者华为待过的". The employers named join the kind's clause
of the record filter with "or" (a position at one of them, or at an employer of the kind, of
the kind of position asked), where otherwise both would be asked of one person. Read after
the places and the kinds (`employer`, `industry`), before the time words, which read the
employers left; a period, a role held there or a move keeps the two apart (not read here)."""

from __future__ import annotations

import re
from functools import partial

from bot.answer.requirements.base import first_found
from bot.answer.requirements.period import period_of
from bot.answer.requirements.reading import Kind, Reading, Span
from ingest.org_figures import positions_at

# what may stand between the two: "or", "or at a", "或者", "还是在", "/"
_OR_GAP = re.compile(
    r"(?i)^[\s,，、]*(?:or|或者?|还是|/)\s*"
    r"(?:(?:at|in|with|for)\s+)?(?:(?:an?|some|any|other)\s+)?(?:在|去)?(?:某?一?[家个]|其他的?|别的)?\s*$"
)
# the kind's clause as `industry` writes it without a period, a role or a move, and the
# organisation field of the same kind of position
_CLAUSE = re.compile(r"^(\w+)=[\w-]+(?: or \1=[\w-]+)*$")
_ORG_FIELD = {
    "industry": "worked_at",
    "employer_industry": "employer",
    "intern_industry": "intern_at",
    "current_industry": "current_employer",
}


def _joined_by_or(text: str, places: list[Span], kinds: list[Span]) -> bool:
    for a, b in places:
        for lo, hi in kinds:
            gap = text[b:lo] if b <= lo else text[hi:a] if hi <= a else None
            if gap is not None and _OR_GAP.match(gap):
                return True
    return False


def read(r: Reading) -> None:
    c = r.c
    if r.kind_asked is None or not c.employers or c.every_employer or c.unknown_work:
        return
    asked, kinds = r.kind_asked
    clause = asked.clauses[0] if len(asked.clauses) == 1 else ""
    m = _CLAUSE.match(clause)
    if m is None or m.group(1) not in _ORG_FIELD or period_of(r.text, r.today) is not None:
        return
    places = [(x.start, x.end) for x in r.mentions or [] if x.role == "employer" and not x.excluded]
    if not _joined_by_or(r.text, places, kinds):
        return
    field, ids = _ORG_FIELD[m.group(1)], tuple(sorted(c.employers))
    at = partial(
        positions_at,
        ids,
        internships=field != "employer",
        only_internships=field == "intern_at",
        now=field == "current_employer",
    )
    named = " or ".join(f'{field}="{i}"' for i in ids)
    c.record.clauses[c.record.clauses.index(clause)] = f"{clause} or {named}"
    figures = c.record.figures
    figures[figures.index(asked.figure)] = partial(first_found, (asked.figure, at))
    c.record.spans += places
    c.employers = set()


KIND = Kind("employer or kind", read)
