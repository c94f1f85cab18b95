"""A move between two named employers, the first left for the second: "anyone who went from
SF Express to Alibaba", "从阿里跳到字节的", "ex-Google folks now at Meta" is not one (two
places, no move word). Met by the record's full-time positions (`ingest.career_moves.
employer_moves`: `employer_moves=sf-express_to_alibaba`, by each organisation's top parent),
quoting the two positions; the places stay places too (their lines are quoted)."""

from __future__ import annotations

import itertools
import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.places import names_capitalised
from bot.answer.requirements.reading import Kind, Reading
from bot.answer.requirements.short_names import acronyms_upper, parents_only
from ingest.career_moves import employer_moves
from ingest.orgs import OrgMention

# the words between the two names: "from X to Y", "left X for Y", "从X跳到Y", "X跳槽去了Y"
_FROM = re.compile(r"(?i:\b(?:from|left|quit|leaving|ex-?)\s*$)|从\s*$|离开\s*$")
_TO = re.compile(
    r"(?i:^\s*(?:to|for|into|and\s+(?:then\s+)?(?:joined|went\s+to|moved\s+to))\s*$|"
    r"^\s*(?:->|→|⟶|=>)\s*$)|^\s*(?:的)?\s*(?:出来(?:后|以后|之后)?)?\s*(?:跳槽|跳|转|换|去|来)(?:了|到|去|槽到|槽去)*\s*$"
)
# the move itself: "went from", "moved from", "跳到"
_MOVE_WORDS = re.compile(
    r"(?i:\b(?:went|moved|moving|switched|jumped|hopped|came|transferred|left|quit)\b)|跳|转|换|去了"
)


# a short name left for another ("从蚂蚁跳去…"): the catalog's whole name only
_LEFT = re.compile(r"从([\u4e00-\u9fffA-Za-z]{2,6}?)\s*(?:跳槽|跳|转行|转|去了|离职|出来)")


def _named(r: Reading) -> list[OrgMention]:
    """The organisations named, in order: the catalog's names ("from byd to nio": acronyms
    typed in lower case), and short names said where a place is ("从蚂蚁跳去…")."""
    found = r.orgs.find(acronyms_upper(r.orgs, names_capitalised(r.text)))
    for m in _LEFT.finditer(r.text):
        pos, named = m.start(1), parents_only(r.orgs, r.orgs.resolve(m.group(1)))
        if len(named) == 1 and not any(x.start < m.end(1) and pos < x.end for x in found):
            found.append(OrgMention(next(iter(named)), m.group(1), pos, m.end(1)))
    return sorted(found, key=lambda m: m.start)


def read(r: Reading) -> None:
    for a, b in itertools.pairwise(_named(r)):
        between = r.text[a.end : b.start]
        said = _FROM.search(r.text, max(0, a.start - 12), a.start)
        if not (said or re.search(r"跳|转|换|去", between)):
            continue
        if not _TO.search(between) or not (said or _MOVE_WORDS.search(r.text)):
            continue
        x, y = r.orgs.group(a.id), r.orgs.group(b.id)
        if x == y:
            continue
        start = said.start() if said else a.start
        verb = list(_MOVE_WORDS.finditer(r.text[: a.start]))
        start = min(start, verb[-1].start()) if verb and a.start - verb[-1].end() <= 20 else start
        r.c.record.add(
            Asked(
                clauses=[f"employer_moves={x}_to_{y}"],
                spans=[(start, b.end)],
                figure=employer_moves,
            )
        )
        return


KIND = Kind("move between employers", read)
