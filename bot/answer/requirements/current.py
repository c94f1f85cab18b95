"""The current employer: "who currently works at Google?", "现在谁在阿里？", "who's at
ByteDance now?", "ex-Alibaba, or at Alibaba now?" (either: not only now). Read after the
places: with a catalog employer, the record's position held at the date asked
(`current_employer`, a subsidiary counting for its parent) meets it, so the answer and the
card never disagree about where someone works now, and it quotes that position's line;
with a place the catalog does not know, `current` asks the line's dates to run to now. A
"now" said of a degree ("currently pursuing a PhD") is the degree's status (`degree`)."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.period import GONE
from bot.answer.requirements.reading import Kind, Reading
from ingest.figures import current_employer
from ingest.language import CURRENT_WORK, EITHER, NOW_ASKED
from ingest.orgs import OrgCatalog

_CURRENT = re.compile(rf"{NOW_ASKED.pattern}|还是|仍在")
_FORMER = re.compile(
    r"(?i:\bex-|\bformer(?:ly)?\b|\bpreviously\b|\bused\s+to\b|\bin\s+the\s+past\b)|"
    r"以前|曾经|出来的"
)


# "still" said of a past year, no word of now: "who was still at X sometime in 2022"
_STILL_THEN = re.compile(
    rf"(?i)^(?!.*(?:{NOW_ASKED.pattern}))(?=.*\bstill\b).*(?<!\d)(?:19|20)\d\d(?!\d)", re.S
)


def names_of(employers: set[str], orgs: OrgCatalog) -> list[str]:
    return [orgs.display(org_id, "en").replace('"', "") for org_id in sorted(employers)]


def from_places(names: list[str]) -> Asked:
    clause = " or ".join(f'current_employer="{name}"' for name in names)
    return Asked(clauses=[clause], spans=[], figure=current_employer)


def read(r: Reading) -> None:
    c, text = r.c, r.text
    c.current = (
        r.has_place
        and (bool(CURRENT_WORK.search(text)) or (bool(_CURRENT.search(text)) and c.degree is None))
        and not (_FORMER.search(text) and EITHER.search(text))  # "ex-X, or at X now"
        and not GONE.search(text)  # "在google待过 现在已经走了": not there now (`period`)
        and not _STILL_THEN.search(text)  # "still at ali sometime in 2022": then, not now
    )
    if c.current and c.employers and not c.unknown_work:
        # "who works at X now": the record's position held today (the card's "current")
        names = names_of(c.employers, r.orgs)
        c.record.add(from_places(names))
        # "国泰航空本身 港快不算": not at an excluded part of it now
        for name in names_of(c.excluded, r.orgs):
            c.record.clauses.append(f'not current_employer="{name}"')
        c.record.current_places = names
        c.current = False


KIND = Kind("current", read)
