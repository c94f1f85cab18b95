"""Internship or full-time, said of the place asked: "full-time at Tencent, not as an
intern", "正式员工", "毕业后"; "interned at ByteDance", "只算实习"; "interned there but never
full-time" (intern only); "worked or interned", "internships count", "实习也算" (either).
Only with an employer asked. Sets `fulltime` and `intern_only`; a negated full-time
("never full-time", "没有…全职") is the intern-only condition, not a topic."""

from __future__ import annotations

import re

from bot.answer.requirements.reading import Kind, Reading

_INTERN_ONLY = re.compile(r"(?i:\bintern(?:ed|ship|s)?\b)|实习")
_WORK_OR_INTERN = re.compile(
    r"(?i:work(?:ed)?\s+or\s+intern|intern(?:ship)?s?\s+(?:also\s+)?(?:count|included)|"
    r"including\s+internships|internships?\s+included)|工作或实习|实习或工作|"
    r"实习(?:经历)?(?:也|都)?算|包括实习|含实习|实习在内"
)
_ONLY_INTERNS = re.compile(r"(?i:\bonly\s+intern\w*)|只算实习|仅实习|只有实习")
# "only interned, never full-time": the full-time word is negated
_NOT_FULL_TIME = re.compile(
    r"(?i:\b(?:never|not|no)\b[^.?!;,]{0,25}\bfull[- ]time\b)|"
    r"(?:没有|没|从未|未曾|不曾|并非)[^。？！，,]{0,10}全职|非全职"
)
_FULL_TIME = re.compile(
    r"(?i:\bfull[- ]time\b|\bnon-?intern\b|\bregular\b|\brather than an? intern\b|"
    r"\bnot (?:as )?an? intern\b|\bafter graduat\w*|\bpermanent\b)|全职|正式员工|非实习|毕业后"
)


def read(r: Reading) -> None:
    c, text, has_place = r.c, r.text, r.has_place
    c.fulltime = has_place and bool(_FULL_TIME.search(text)) and not _NOT_FULL_TIME.search(text)
    c.intern_only = (
        has_place
        and (
            bool(_ONLY_INTERNS.search(text))
            or (bool(_INTERN_ONLY.search(r.asked)) and not _WORK_OR_INTERN.search(text))
        )
        and not c.fulltime
    )
    # "but never worked there full time", "没有在字节全职工作过": the intern-only condition
    r.not_full_time = [m.span() for m in _NOT_FULL_TIME.finditer(text)] if has_place else []


KIND = Kind("internship / full-time", read)
