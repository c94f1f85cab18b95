"""The words that bound a degree level asked ("a master's or higher", "at most a
bachelor's", "本科以下", "has not completed a bachelor's", "postgrad", "a master's or a PhD"), for
`bot.answer.requirements.degree`."""

from __future__ import annotations

import itertools
import re

from bot.answer.requirements.base import OR_ABOVE_WORDS
from ingest.language import DEGREE_LEVELS, DEGREE_PATTERNS, degree_matches

# a level "or higher": "a master's or higher", "master's or above", "硕士及以上", "本科以上",
# "at least a master's", "postgrad"; met by the record's highest completed degree
AT_LEAST = re.compile(
    rf"(?i:\s*(?:degree\s+)?(?:or|and)\s+(?:{OR_ABOVE_WORDS}|more)\b|\+)|\s*(?:学历|学位)?(?:及|或)?以上"
)
AT_LEAST_BEFORE = re.compile(r"(?i:\bat\s+least\s+(?:an?\s+)?)$|(?:至少|起码)$")
# a level "or below": "no higher than a bachelor's", "at most a master's", "本科及以下"
AT_MOST = re.compile(
    r"(?i:\s*(?:degree\s+)?(?:or|and)\s+(?:below|lower|less)\b)|\s*(?:学历)?及以下"
)
# below a level: "本科以下", "below a bachelor's", "低于本科", and a level not held: "has not
# completed a bachelor's", "doesn't have a 4 year degree", "没有本科学历", "未取得学士学位"
BELOW = re.compile(r"\s*(?:学历|学位)?以下")
BELOW_BEFORE = re.compile(
    r"(?i:\b(?:below|under|less\s+than|lower\s+than|short\s+of)\s+(?:an?\s+)?)$|(?:低于|不到|不足)$"
)
LACKS_BEFORE = re.compile(
    r"(?i:(?:\bnot|n['’]t|\bnever|\bwithout|\bno|\black(?:s|ing)?)\b(?:\s+\w+){0,2}?\s+"
    r"(?:an?\s+)?)$|(?<!有)(?:没有|没拿到|没取得|没)$|(?:未取得|未获得)$"
)
AT_MOST_BEFORE = re.compile(
    r"(?i:\b(?:no\s+(?:higher|more)\s+than|at\s+most|up\s+to)\s+(?:an?\s+)?)$|(?:最多|不高于|不超过)$"
)
POSTGRAD_WORDS = re.compile(
    r"(?i:(?<!type\s)(?<!style\s)\bpost-?grad(?:uate)?s?\b"
    r"(?!\s+(?:taught\b|masters?\b|master'?s\b|msc\b|m\.sc\b))|"
    r"\bgrad(?:uate)?\s+degrees?\b)|研究生学历|研究生学位"
)  # (not an adjective of the level named after it: "a postgrad masters", "a postgrad taught
# degree" is a master's; nor the kind of the ones named before: "an MSc/MBA type postgrad")
# graduate study without a level: "研究生" (a master's or a doctoral student), "grad school"
GRAD_STUDY = re.compile(
    r"(?i:\bgrad(?:uate)?\s+school\b|\bgraduate\s+stud(?:y|ies|ent)s?\b)|研究生|读过?研(?!究)"
)
MASTER_WORD = re.compile(r"(?i:\bmasters?\b|\bm\.?sc?\b|\bm\.?eng\b|\bmba\b)|硕士|硕博")
# a graduate degree that stops short of a doctorate: a master's, named by its place below one
# ("a grad degree short of a phd", "博士以下的研究生学位"), not a ceiling on the person
GRAD_BELOW_DOCTORATE = re.compile(
    r"(?i:\b(?:post-?)?grad(?:uate)?\s+degrees?\s+(?:below|under|short\s+of|less\s+than|"
    r"lower\s+than)\s+(?:an?\s+|the\s+)?(?:ph\.?d|doctor(?:ate|al))\w*)|"
    r"博士以下的?研究生(?:学历|学位)?"
)
# two levels, either of them: "a master's degree or a doctorate", "masters or phd", "硕士或博士",
# "硕士博士都算"
EITHER_LEVEL = re.compile(
    r"(?i:^\W*(?:degree\s+)?(?:or|/)\s+(?:an?\s+)?$)|^\s*(?:学位|学历)?\s*(?:或者?|/|、|和|与)?\s*$"
)


def either_postgrad(text: str, negated: re.Pattern[str]) -> list[tuple[int, int]]:
    """Where a master's and a doctorate are asked as either one ("a master's degree or a
    doctorate": a postgraduate degree), not said as none ("no masters or phd"); [] else."""
    found = degree_matches(text)
    for (a, a0, a1), (b, b0, b1) in itertools.pairwise(found):
        if {a, b} == {"Master", "PhD"} and EITHER_LEVEL.match(text[a1:b0]):
            if not any(m.start() < a0 < m.end() for m in negated.finditer(text)):
                return [(a0, b1)]
    return []


_NOT_SAID = re.compile(r"(?i:\bnot\b|n[o'’]?t\b|\bexcluded\b)|不算|不计|除外|不要")


def higher_not_counted(text: str, counts: list[tuple[int, int]], level: str) -> bool:
    """Whether a clause saying what does not count (`counts`: their ranges) names a level
    above the one asked ("…, phd doesnt", "PhDs don't count", "博士不算")."""
    above = DEGREE_LEVELS[: DEGREE_LEVELS.index(level)] if level in DEGREE_LEVELS else []
    return any(
        _NOT_SAID.search(text[a:b])
        and any(p.search(text[a:b]) for lv, p in DEGREE_PATTERNS if lv in above)
        for a, b in counts
    )
