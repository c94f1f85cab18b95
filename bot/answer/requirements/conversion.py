"""What followed an internship. A full-time job at the same company: "实习转正的", "实习完又回
同一家公司全职的", "anyone who got a return offer", "interned and came back full-time", met by
the record's positions (`ingest.career_moves.converted`), at any employer; a place named as
well ("在字节实习转正的") is also read by `employment`. A first full-time job at another company:
"interned somewhere and then went full time at a different company", "实习完去了别的公司全职的"
(`ingest.career_moves.joined_after_intern`)."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.career_moves import converted, converted_in_unit, joined_after_intern

_CONVERTED = re.compile(
    r"(?i:\b(?:(?:got|received|receiving|accepted|took)\s+(?:an?\s+)?)?return\s+offers?\b"
    r"(?:\s+(?:from|after)\s+(?:their|an?|the|his|her)\s+internships?)?"
    r"(?:\s+and\s+(?:took|accepted|signed)\s+it)?|"
    r"\bjoined\s+(?:an?\s+|the\s+)?(?:company|employer|firm)\s+full[- ]time\s+after\s+"
    r"interning\s+there\b|\bconverted\s+(?:an?\s+|their\s+|his\s+|her\s+)?internships?\b|"
    r"\binterned\b[^.?!;]{0,40}\b(?:came\s+back|returned|stayed\s+on|(?:got\s+)?hired|joined|went|"
    r"converted|got|received|landed)\b[^.?!;]{0,30}"
    r"\bfull[- ]time\b(?:\s+(?:offer|job|role|position))?"
    r"(?:\s+(?:to|at|with|from|by|in)\s+the\s+same\s+(?:company|employer|firm|place|org))?|"
    r"\bsame\s+(?:company|employer)\b[^.?!;]{0,30}\bfull[- ]time\b)|"
    r"实习(?:完|结束)?(?:后来?|以后)?(?:又)?(?:回(?:到)?|留在)?(?:同一家|原|那家)(?:公司)?(?:转正|全职|正式)?"
    r"(?:\s*/\s*(?:转正|全职))?|(?<![没未能])实习(?:后|期间)?(?:转正|留用|被留用)"
    r"(?:[、，,]?\s*(?:并)?留在(?:同一家|原|那家)(?:公司)?(?:全职)?(?:工作)?)?|"
    r"实习(?:完|结束)?(?:后)?(?:在|留在)?(?:同一家|原|那家)(?:公司)?(?:里)?(?:直接)?(?:转正|转全职|留用)|"
    # "之前在某公司实习 后来又全职回去的": going back, full-time, after an internship
    r"实习(?:过)?[^，。？！,?]{0,8}?(?:全职|正式|转正)(?:工作)?(?:回去|回来|回到)"
    r"(?:那家|原公司|原来的|同一家|同一个)?(?:公司|单位)?|"
    r"实习(?:过)?[^，。？！,?]{0,8}?(?:又)?回(?:去|来|到)(?:那家|原公司|同一家)?(?:公司)?(?:做)?(?:全职|正式|转正)|"
    # "在奥美实习过 后来又留下转全职的": kept on after it, then full-time
    r"实习(?:过)?[^，。？！,?]{0,8}?(?:留下来?|留了下来|留用)(?:\s*(?:转|做)?(?:全职|正式|转正))?|"
    r"实习(?:过)?[^，。？！,?]{0,12}?转(?:全职|正)|"  # "实习完后来在同一家公司转正的"
    # "在同一家公司先实习后来又全职回去的": the same company named before both
    r"(?:同一家|同一个)(?:公司|单位|雇主)?[^，。？！,?]{0,4}先实习[^，。？！,?]{0,6}(?:全职|转正|正式)(?:工作)?(?:回去|回来)?"
)


# "interned there but never joined them full-time": no conversion asked
_NEGATED = re.compile(r"(?i:\b(?:never|not|didn'?t|did\s+not|no)\b)|没|未|不")


# ... and a full-time job at another company than the internship's
_ELSEWHERE = re.compile(
    r"(?i:\b(?:an?\s+|some\s+)?(?:different|another|other|new)\s+"
    r"(?:company|employer|firm|place|org|one)\b|"
    r"\belsewhere\b|\bsomewhere\s+else\b|\bsomeplace\s+else\b)|"
    r"(?:另一家|另外一家|别的|别家|其他|其它|不同的?)(?:公司|单位|地方|企业)?"
)
_INTERNED_ELSEWHERE = re.compile(
    r"(?i:\bintern(?:ed|ing|ship)?\b[^.?!;]{0,60}\b(?:full[- ]time|permanent|ft)\b[^.?!;]{0,40}|"
    r"\b(?:full[- ]time|permanent|ft)\b[^.?!;]{0,40}\bafter\s+(?:an?\s+)?intern(?:ing|ship)\b"
    r"[^.?!;]{0,40})|"
    r"实习[^，。？！,?]{0,12}(?:全职|正式|转正|工作|上班|入职)[^，。？！,?]{0,8}"
)


# ... where another unit of the group is another place: "diff studios of one group dont
# count", "subsidiaries don't count", "同集团其他子公司不算"
_UNITS_APART = re.compile(
    r"(?i:\b(?:diff(?:erent)?|other|sister)\s+(?:studios?|units?|subsidiar(?:y|ies)|divisions?|"
    r"brands?|companies|business(?:es)?|entities)\b[^.?!;]{0,30}?"
    r"(?:do(?:es)?\s*n[o'’]?t|don'?t|dont)\s+count|"
    r"\bsubsidiar(?:y|ies)\s+(?:do(?:es)?\s*n[o'’]?t|don'?t|dont)\s+count)|"
    r"(?:同一?集团)?(?:其他|其它|不同|别的)?(?:子公司|工作室|事业部)(?:的)?(?:不算|不行)"
)


def find(text: str) -> Asked | None:
    elsewhere = [
        m.span()
        for m in _INTERNED_ELSEWHERE.finditer(text)
        if _ELSEWHERE.search(m.group()) and not _NEGATED.search(m.group())
    ]
    if elsewhere:
        return Asked(
            clauses=['joined_after_intern~""'], spans=elsewhere, figure=joined_after_intern
        )
    spans = [m.span() for m in _CONVERTED.finditer(text) if not _NEGATED.search(m.group())]
    if not spans:
        return None
    if units := [m.span() for m in _UNITS_APART.finditer(text)]:
        return Asked(
            clauses=['converted_in_unit~""'], spans=spans + units, figure=converted_in_unit
        )
    spans += [m.span() for m in _SAME_PLACE.finditer(text)]  # "在同一家公司实习完转正"
    return Asked(clauses=['converted_at~""'], spans=spans, figure=converted)


# the words that only say where: "at the same company", "在同一家公司"
_SAME_PLACE = re.compile(
    r"(?i:(?:at|in|with|within)\s+the\s+same\s+(?:company|employer|firm|place))|"
    r"(?:在)?同一(?:家|个)?(?:公司|单位|企业)(?:里|内)?"
)

KIND = record_kind("internship converted", find)
