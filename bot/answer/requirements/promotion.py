"""A promotion within one company: "who got promoted within the same company", "有在同一家
公司升职的吗", "anyone promoted internally", "内部晋升过的". Met by the record's positions
(`ingest.career_moves.promoted`: a later full-time title at an employer after another one
there), quoting the two positions' lines; "at the company they're at now", "在现在的公司" asks
it of the current employer (`promoted_now`)."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.counts import counts_clauses
from bot.answer.requirements.period import period_of, period_spans
from bot.answer.requirements.reading import Kind, Reading, without
from ingest.career_moves import promoted, promoted_now, promotion_years

_PROMOTED = re.compile(
    r"(?i:\b(?:got|been|was|were|being|get|gets)\s+promoted\b|\bpromoted\s+(?:within|at|"
    r"internally|in|since|after|during|over|recently|this|last)\b|"
    r"\b(?:had|got|earned|received|won)\s+an?\s+promotion\b|\bpromotions?\b(?=[^.?!;]{0,30}\b(?:same|one|their)\s+(?:company|"
    r"employer|firm)\b)|\bmoved\s+up\b(?=[^.?!;]{0,40}\b(?:same|one|their|the)\s+(?:company|"
    r"employer|firm)\b)|\b(?:moved|bumped|stepped)\s+up\s+(?:a\s+)?(?:level|rank|grade|the\s+ladder)\b|"
    r"\bmade\s+(?:senior|staff|lead|principal|manager)\b(?=[^.?!;]{0,30}\b(?:same|one|their)\s+"
    r"(?:company|employer|firm)\b))|"
    r"(?:内部)?(?:晋升|升职|升(?:过|了)职)(?:过|了)?(?!活动|工具|机制|体系)|"
    # one title risen to another: "店长升区域经理", "主管升到经理"
    r"(?<=[长师员理监管])升(?:为|任|到|至)?(?=[^\s，。,]{0,6}(?:经理|总监|主管|店长|负责人|组长|专家))"
)
# the words that only say where: "within the same company", "在同一家公司"
_SAME_PLACE = re.compile(
    r"(?i:\b(?:(?:while\s+)?(?:staying|remaining)\s+)?(?:within|at|in|inside)\s+(?:the\s+)?"
    r"(?:same|one|their)\s+(?:company|employer|firm)\b|\binternally\b|\bat\s+least\s+once\b|"
    # a gloss: "(two titles same company)", "at some point"
    r"\b(?:two|2|several|multiple)\s+(?:titles|roles|positions|levels)\s+(?:at\s+|in\s+)?"
    r"(?:the\s+)?(?:same|one)\s+(?:company|employer|firm)\b|\bat\s+some\s+point\b)|"
    r"(?:在)?(?:同一|一)家?(?:公司|单位)(?:内|里)?"
)


# ... at the employer they are at now: "at the company they're at now", "在现在的公司"
_CURRENT_PLACE = re.compile(
    r"(?i:\b(?:at|in|within)\s+(?:the\s+)?(?:company|place|firm|employer)\s+(?:they|she|he)"
    r"(?:['’]?re|['’]?s|\s+(?:are|is))\s+(?:at|with|in)\s+(?:now|currently|atm)\b|\b(?:at|in|within)\s+"
    r"(?:their|his|her|the)\s+(?:current|present)\s+(?:company|employer|job|firm|place)\b)|"
    r"(?:在)?(?:现在|目前|当前)(?:的|这家|所在的?|就职的)?(?:公司|单位|东家)(?:里|内)?|"
    r"(?:在)?(?:现任|现)(?:的)?(?:公司|单位|东家|雇主)(?:里|内)?"
)


def find(text: str) -> Asked | None:
    # read without the clauses that only say what counts: "2022年换过公司的 内部晋升不算"
    # asks for no promotion
    text = without(text, counts_clauses(text))
    spans = [m.span() for m in _PROMOTED.finditer(text)]
    if not spans:
        return None
    spans += [m.span() for m in _SAME_PLACE.finditer(text)]
    if now := [m.span() for m in _CURRENT_PLACE.finditer(text)]:
        return Asked(clauses=['promoted_now~""'], spans=spans + now, figure=promoted_now)
    return Asked(clauses=['promoted_at~""'], spans=spans, figure=promoted)


def read(r: Reading) -> None:
    """With a period ("promoted in the past 2 years", "2021年晋升过的"), the year of the
    promotion (`promoted_in>=2024`)."""
    asked = find(r.text)
    if asked is None:
        return
    period = period_of(r.text, r.today)
    if period is not None and asked.clauses == ['promoted_at~""']:
        lo, hi = period
        clause = (
            f"promoted_in={lo}"
            if lo is not None and lo == hi
            else " and ".join(
                [f"promoted_in>={lo}"] * (lo is not None)
                + [f"promoted_in<={hi}"] * (hi is not None)
            )
        )
        spans = asked.spans + period_spans(r.text)
        asked = Asked(clauses=[clause], spans=spans, figure=promotion_years)
    r.c.record.add(asked)


KIND = Kind("promotion", read, find)
