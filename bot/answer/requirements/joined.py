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

_YEAR = r"(?P<y>(?:19|20)\d\d)"
_CURRENT = (
    r"(?:(?:their|his|her|the|a)\s+)?(?:current|present|existing)\s+"
    r"(?:company|employer|job|role|position|team|firm|organi[sz]ation)"
)
_JOINED = r"(?:joined|started(?:\s+(?:at|in|with))?|been\s+(?:at|with|in))"
_ZH_CURRENT = r"(?:现|现在的?|目前的?|当前的?)(?:这家|所在的?)?(?:公司|单位|雇主|东家|工作)"
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
]
_LATER = re.compile(r"(?i)after|since|from|later|higher|above|up|以后|之后|后|以来|起")
_EARLIER = re.compile(r"(?i)before|prior|earlier|以前|之前|前")
_STRICT = re.compile(r"(?i)^(?:after|before|prior\s+to|之后|以后|后|之前|以前|前)$")


def find(text: str) -> Asked | None:
    for pattern in _RULES:
        m = pattern.search(text)
        if m is None:
            continue
        year = int(m.group("y"))
        groups = m.groupdict()
        words = " ".join(w for w in (groups.get("op"), groups.get("tail")) if w)
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
