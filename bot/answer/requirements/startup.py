"""Work at a startup: "anyone w early-stage company experience", "有创业公司背景的吗", "哪些候选人有
初创企业的工作经历？". Met by the record's positions whose entries call the employer a startup
(`ingest.org_figures.startups`: `startup_at~""`), quoting the line that says it; mentoring
startups and startup contests are no work there."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.industries import IndustryCatalog
from ingest.language import STARTUP
from ingest.org_figures import startups

# the words a CV calls an employer a startup by (`STARTUP`), and the noun after them
_NOUN = re.compile(
    r"(?i:[\s-]+(?:companies|company|cos?|firms?|startups?|experience|background)\b)|公司|企业"
)
# "startup competitions", "创新创业大赛": no employer
_NOT_WORK = re.compile(
    r"(?i:\s*(?:competitions?|contests?|accelerators?|incubators?|events?))|大赛|比赛"
)


def _kind_named(text: str, start: int, end: int) -> bool:
    """The startup word ends a kind of employer's name ("new-energy car startups", "EV
    startups"): the kind is asked (`industry`), its makers startups or not."""
    catalog = IndustryCatalog.load()
    words = list(re.finditer(r"\S+", text[:start]))
    if any(catalog.asked_as(text[w.start() : end]) for w in words[-4:]):
        return True
    # "a grocery delivery startup": the kind's name with "company" for the startup word
    kinds = (text[w.start() : start].strip() for w in words[-4:])
    if any(catalog.asked_as(f"{k} {noun}") for k in kinds for noun in ("company", "companies")):
        return True
    # "芯片创业公司": the kind's own name for its companies, then the startup word
    before = text[max(0, start - 8) : start]
    return any(catalog.asked_as(f"{before[-k:]}公司") for k in range(2, len(before) + 1))


def find(text: str) -> Asked | None:
    spans = [
        (m.start(), noun.end() if (noun := _NOUN.match(text, m.end())) else m.end())
        for m in STARTUP.finditer(text)
        if not _NOT_WORK.match(text, m.end())
    ]
    spans = [(lo, hi) for lo, hi in spans if not _kind_named(text, lo, hi)]
    if not spans:
        return None
    return Asked(clauses=['startup_at~""'], spans=spans, figure=startups)


# ("founded their own startup": the founder's, `title_words`)
KIND = record_kind("startup", find, apart=True)
