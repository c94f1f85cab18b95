"""Joining the current employer: "who joined their current company in 2023 or later?",
"started their current job before 2020", "has been at their current employer since 2019",
"2023年以后加入现公司的", "现在这家公司是2022年入职的". The year the run of positions at the
current employer began (`joined_current`: a promotion is no new joining); quotes those
positions' lines. A year without "current" ("joined Tencent in 2021") is a period at a
place, read by `period`."""

from __future__ import annotations

import re

from bot.answer.requirements.base import OR_ABOVE_WORDS, Asked
from bot.answer.requirements.reading import record_kind
from ingest.figures import joined_current
from ingest.org_figures import years_at_current

_YEAR = r"(?P<y>(?:19|20)\d\d)"
_CURRENT = (
    r"(?:(?:their|his|her|the|a)\s+)?(?:current|present|existing)\s+"
    r"(?:company|employer|job|role|position|team|firm|organi[sz]ation)"
)
_JOINED = r"(?:joined|started(?:\s+(?:at|in|with))?|(?P<be>been\s+(?:at|with|in)))"
_ZH_CURRENT = r"(?:现任|现|现在的?|目前的?|当前的?)(?:这家|所在的?)?(?:公司|单位|雇主|东家|工作)"
_ZH_JOIN = r"(?:加入|入职|进入?|跳槽到|去了?)"
# "… or later" / "or after" / "以后" make a bound inclusive
_OP = r"(?P<op>以后|之后|后|以来|起|以前|之前|前)?"
_EN_OP = r"(?P<op>after|since|from|before|prior\s+to|in)?"
_EN_TAIL = rf"(?P<tail>\s+or\s+(?:later|after|{OR_ABOVE_WORDS}|earlier|before))?"
_ZH_YEAR = rf"(?:是|在)?\s*{_YEAR}\s*年?{_OP}"
_RULES: list[re.Pattern[str]] = [
    re.compile(rf"(?i)\b{_JOINED}\s+{_CURRENT}\s+(?:in\s+)?(?:or\s+)?{_EN_OP}\s*{_YEAR}{_EN_TAIL}"),
    re.compile(rf"{_YEAR}\s*年?{_OP}(?:才)?{_ZH_JOIN}\s*{_ZH_CURRENT}"),
    re.compile(rf"{_ZH_CURRENT}[^，。？?]{{0,6}}?{_ZH_YEAR}(?:才)?{_ZH_JOIN}"),
    re.compile(rf"{_ZH_JOIN}\s*{_ZH_CURRENT}[^，。？?]{{0,4}}?{_ZH_YEAR}"),
    # at it already by a year: "2020年就已经在现在这家单位的", "2019年起就在现公司"
    re.compile(rf"{_YEAR}\s*年?{_OP}\s*(?P<be>(?:就|便)?\s*(?:已经)?\s*在)\s*{_ZH_CURRENT}"),
]
_LATER = re.compile(r"(?i)after|since|from|later|higher|above|up|以后|之后|后|以来|起")
_EARLIER = re.compile(r"(?i)before|prior|earlier|以前|之前|前")
_SINCE = re.compile(r"(?i)since|from|以来|起")
_STRICT = re.compile(r"(?i)^(?:after|before|prior\s+to|之后|以后|后|之前|以前|前)$")


# joined within the last N years, or there fewer than N: "joined their current employer within
# the last two years", "近两年内加入现任雇主的", "现公司司龄不到两年" (`years_at_current<2`)
_N = r"(?P<n>\d+|one|two|three|four|five|一|两|二|三|四|五)"
_RECENT = [
    re.compile(
        rf"(?i)\b{_JOINED}\s+{_CURRENT}\s+(?:with)?in\s+the\s+(?:last|past)\s+{_N}\s+years?\b"
    ),
    re.compile(rf"(?:近|最近)\s*{_N}\s*年(?:内|以内|之内)?\s*{_ZH_JOIN}\s*{_ZH_CURRENT}"),
    re.compile(rf"{_ZH_CURRENT}(?:的)?(?:司龄|工龄)?\s*(?:不到|不满|未满|少于)\s*{_N}\s*年"),
    re.compile(rf"(?:现公司|现单位)?司龄\s*(?:不到|不满|未满|少于)\s*{_N}\s*年"),
]
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "一": 1, "两": 2, "二": 2,
            "三": 3, "四": 4, "五": 5}  # fmt: skip


def joined_spans(text: str) -> list[tuple[int, int]]:
    """Where a question asks years at the current employer as a joining ("司龄不到两年")."""
    return [m.span() for p in _RECENT for m in p.finditer(text)]


def find(text: str) -> Asked | None:
    if m := next(filter(None, (p.search(text) for p in _RECENT)), None):
        n = m.group("n").lower()
        years = int(n) if n.isdigit() else _NUMBERS[n]
        return Asked(
            clauses=[f"years_at_current<{years}"], spans=[m.span()], figure=years_at_current
        )
    for pattern in _RULES:
        m = pattern.search(text)
        if m is None:
            continue
        year = int(m.group("y"))
        groups = m.groupdict()
        words = " ".join(w for w in (groups.get("op"), groups.get("tail")) if w)
        if groups.get("tail"):  # "since 2020 or earlier": the tail says which way
            words = groups["tail"]
        elif groups.get("be") and (not words or _SINCE.fullmatch(words)):
            # been there since a year, or already there by it: joined then or before
            words = "earlier"
        if _LATER.search(words):
            # "after 2022" is from 2023; "2023 or later", "since 2023", "2023年以后" from 2023
            op = (
                ">"
                if groups.get("op") and _STRICT.match(groups["op"]) and "年" not in m.group()
                else ">="
            )
        elif _EARLIER.search(words):
            op = (
                "<"
                if groups.get("op") and _STRICT.match(groups["op"]) and "年" not in m.group()
                else "<="
            )
        else:
            op = "="
        return Asked(clauses=[f"joined{op}{year}"], spans=[m.span()], figure=joined_current)
    return None


KIND = record_kind("joined current employer", find)
