"""A kind of employer left for an employer of no such kind: "lawyers who moved from a law
firm to in-house", "agency side to brand side", "从四大跳到甲方的" (`moved_out_of=law_firms`,
met by `ingest.industries.moves_out_of`), read beside `industry`."""

from __future__ import annotations

import re
from functools import partial

from bot.answer.requirements.base import Asked
from ingest.industries import moved_into
from ingest.language import MOVING, ROLE_FAMILIES, ROLE_WORD

# "from a law firm to in-house", "agency side to brand side", "从律所出来去甲方": the kind
# left for an employer not of it
_IN_HOUSE_AFTER = re.compile(
    r"(?i:\s*(?:to|into|for|then|and\s+(?:then\s+)?(?:went|moved))?\s*"
    # ... or where they are now: "ex-Big Four, now working in-house"
    r"(?:,?\s*(?:and\s+)?(?:now|currently)\s+(?:(?:working|works?|based)\s+)?)?(?:an?\s+|the\s+)?"
    r"(?:in[- ]house|client[- ]side|brand[- ]side)\b"
    r"(?:\s+(?:brand|marketing|legal|finance|tax|audit|design)?\s*"
    r"(?:teams?|roles?|jobs?|positions?))?)|"
    r"\s*(?:出来|出身)?\s*(?:(?:跳槽|跳|转|去|到)(?:了|到|去)*|[，,]?\s*(?:现在|目前|如今)\s*在)"
    r"\s*(?:甲方|企业内部|公司内部)"
)


def in_house_after(text: str, found: dict[str, list[tuple[int, int]]]) -> tuple[int, int] | None:
    """The words after the kind named that say its people moved in-house, with a move word."""
    end = max(hi for spans in found.values() for _, hi in spans)
    m = _IN_HOUSE_AFTER.match(text, end)
    return m.span() if m and MOVING.search(text) else None


# words of a move from one kind of employer to another: "从四大跳到金融科技公司", "moved from
# banking to fintech"
MOVE_WORDS = re.compile(
    r"^\s*(?:(?:出来)?(?:转行|跳|转|去|换)(?:槽)?(?:到|去|进)?(?:了)?(?:做)?|后来(?:去|到)|"
    r"(?i:(?:to|into|then)(?:\s+(?:a|an|the))?|->|→))\s*$"
)

LEFT_BEFORE = re.compile(r"(?i)\b(?:left|quit|leaving|quitting)\s+(?:(?:a|an|the)\s+)?$")
LEFT_FOR = re.compile(
    r"(?i)^\s*(?:for|to\s+join|and\s+joined|to\s+(?:go|move|work)\s+(?:in-?house\s+)?(?:at|for|with))"
    r"(?:\s+(?:a|an|the))?\s*$"
)


def moved_between(text: str, found: dict[str, list[tuple[int, int]]]) -> tuple[int, int] | None:
    """The words of moving between two kinds of employer named, if that is what they are."""
    if len(sides(found)) != 2:
        return None
    first, second = sorted({spans[0] for spans in found.values()})
    words = (first[1], second[0])
    gap = text[words[0] : words[1]]
    held = ROLE_WORD.match(gap.strip())  # "from hospital pharmacist to pharma": the role there
    if MOVE_WORDS.match(gap.strip()[held.end() :] if held else gap):
        return words
    # "left consulting for a startup", "quit a bank to join a fintech"
    left = LEFT_BEFORE.search(text, max(0, first[0] - 12), first[0])
    return words if left and LEFT_FOR.match(text[words[0] : words[1]]) else None


def sides(found: dict[str, list[tuple[int, int]]]) -> list[list[str]]:
    """The kinds of employer named, one side per place named ("投行": a bank or a brokerage),
    in the order named."""
    at: dict[tuple[int, int], list[str]] = {}
    for industry, spans in found.items():
        at.setdefault(spans[0], []).append(industry)
    return [at[span] for span in sorted(at)]


def moved_clause(found: dict[str, list[tuple[int, int]]]) -> str:
    """Both kinds, each its side's ("从投行转到互联网": a bank or a brokerage, then internet)."""
    either = [" or ".join(f"industry={i}" for i in side) for side in sides(found)]
    return " and ".join(f"({x})" if " or " in x else x for x in either)


# a field of work said by the work ("teaching", "教书"), besides the titles' families
_WORK_OF = {
    "teacher": re.compile(
        r"(?i:\b(?:classroom\s+)?teaching\b|\bthe\s+classroom\b)|教书|教学(?!设计)"
    )
}
# ... then a word of moving into the kind of employer: "from teaching into edtech", "教书转行去…"
_INTO = re.compile(
    r"(?i:^\s*(?:(?:to|into)(?:\s+(?:an?|the))?|->|→|turned)\s*$)|"
    r"^\s*(?:出身)?\s*(?:后来|之后|然后)?\s*(?:转行|转型|转|跳槽|跳|去|到)(?:去|到|进|做)*\s*$"
)


def role_moved_into(text: str, found: dict[str, list[tuple[int, int]]]) -> Asked | None:
    """A field of work left for the kind of employer named ("anyone who switched from teaching
    into edtech", "护士转行去医疗科技公司的"): `moved_into_education=teacher`."""
    if len(found) != 1 or not MOVING.search(text):
        return None
    industry, spans = next(iter(found.items()))
    lo = spans[0][0]
    fields = [
        (m.end(), m.start(), family)
        for family, pattern in (*ROLE_FAMILIES.items(), *_WORK_OF.items())
        for m in pattern.finditer(text, 0, lo)
    ]
    for end, start, family in sorted(fields, reverse=True):
        if _INTO.match(text[end:lo]):
            spans = [(start, spans[0][1]), *(m.span() for m in MOVING.finditer(text))]
            clause = f"moved_into_{industry}={family}"
            return Asked(clauses=[clause], spans=spans, figure=partial(moved_into, industry))
        break  # the nearest field only
    return None
