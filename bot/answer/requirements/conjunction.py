"""Conjunction and alternatives between the things asked: "Go and Rust" (every skill) vs
"Swift or Objective-C" (any: `all_skills`); "both Baidu and ByteDance", "既在百度…又在字节"
(every employer: `every_employer`); "knows Rust and has worked at Huawei" (two facts about
the person, not one entry: `skill_apart`). Reads the skills and places already found;
alternatives inside the topic ("X (A, B or C)") are the topic's own (`topic`)."""

from __future__ import annotations

import re
from itertools import pairwise

from bot.answer.requirements.reading import Kind, Reading
from ingest.language import EITHER

_ANY_OF = re.compile(
    r"(?i)\s*[,，、]?\s*(?:or\s+)?(?:whatever|etc\b|and\s+so\s+on|or\s+similar|any\s+of\s+(?:them|those))|"
    r"\s*(?:之类|等等?|都行|都可以|随便|啥的)"
)
_BOTH = re.compile(r"(?i:\bboth\b|\bas well as\b|\band also\b)|既|同时|又在|也在")
_AND_CLAUSE = re.compile(
    r"(?i:\band\s+(?:has|have|had|is|was|also|who|did)\b|\bwho\s+(?:has|have|also)\b)|并且|而且|且|同时|又"
)


def read(r: Reading) -> None:
    c, text = r.c, r.text
    # the skills' own spans ("at work", taken beside them, joins nothing)
    skill_spans = sorted(sp for sp in r.skill_spans if r.skills.resolve(text[sp[0] : sp[1]]))
    if len(skill_spans) > 1:
        between = [text[a[1] : b[0]] for a, b in pairwise(skill_spans)]
        either = [bool(EITHER.search(gap)) for gap in between]
        # "python, go or rust": the list's last word joins every item of it
        pairs = list(zip(either, between, strict=True))
        listed = any(either) and all(e or not gap.strip(" ,，、/") for e, gap in pairs)
        c.all_skills = not listed and not all(e or not gap.strip(" (（)）") for e, gap in pairs)
        if _ANY_OF.match(text, skill_spans[-1][1]):
            c.all_skills = False  # "hive, mysql, whatever": examples, any of them
    c.every_employer = len(c.employers) > 1 and bool(_BOTH.search(text))
    if c.skills and r.has_place and skill_spans:
        # "knows Rust and has worked at Huawei": two facts about the person, not one entry
        place_at = min(lo for lo, _ in r.places) if r.places else 0
        lo, hi = sorted((skill_spans[0][0], place_at))
        c.skill_apart = bool(_AND_CLAUSE.search(text[lo:hi]))


KIND = Kind("conjunction", read)
