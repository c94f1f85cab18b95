"""School tiers: "985毕业的", "211 院校", "双一流高校", "a QS top-100 university", "只是211、不是
985的". Met by the record's schools through the tier lists (`ingest/data/school_tiers.yaml`);
quotes the degree lines of the listed schools (`tiers`)."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.figures import tiers

# (tier name in school_tiers.yaml, how a question says it)
_TIERS: list[tuple[str, re.Pattern[str]]] = [
    ("985", re.compile(r"(?<![\d.])985(?![\d.])")),
    ("211", re.compile(r"(?<![\d.])211(?![\d.])")),
    ("双一流", re.compile(r"(?i:\bdouble[- ]first[- ]class\b)|双一流")),
    (
        "global-top100",
        re.compile(
            r"(?i:\b(?:QS\s+)?(?:world\s+|global\s+)?top[- ]?100\b(?:\s+(?:universit\w*|"
            r"schools?|colleges?))?)|(?:QS|世界|全球)?前\s*100(?:名|强)?|世界百强|全球百强"
        ),
    ),
]
# what the span takes with it: "985 university", "211 院校", "985 grads"
_TAIL = re.compile(
    r"(?i)\s*(?:(?:universit\w*|schools?|colleges?|grads?|graduates?|alumni)\b|"
    r"高校|院校|大学|学校|毕业生|名校)?"
)
# what the span takes before it: "只是211", "不是985", "not from a 985"
_LEAD = re.compile(
    r"(?i:\b(?:only|just|not|non)\s*(?:(?:from|at|in|of)\s+)?(?:an?\s+)?-?\s*$)|"
    r"(?:只是|仅是|不是|非|不属于|并非)\s*$"
)
_NOT = re.compile(
    r"(?i:\b(?:not|non|no)\s*(?:(?:from|at|in|of)\s+)?(?:an?\s+)?-?\s*$)|(?:非|不是|不属于|并非)\s*$"
)


def find(text: str) -> Asked | None:
    wanted: list[str] = []
    unwanted: list[str] = []
    spans: list[tuple[int, int]] = []
    for name, pattern in _TIERS:
        for m in pattern.finditer(text):
            (unwanted if _NOT.search(text[max(0, m.start() - 16) : m.start()]) else wanted).append(
                name
            )
            tail = _TAIL.match(text, m.end())
            lead = _LEAD.search(text[max(0, m.start() - 16) : m.start()])
            start = m.start() - (len(lead.group()) if lead else 0)
            spans.append((start, tail.end() if tail else m.end()))
    if not spans:
        return None
    clauses = []
    if wanted:
        clauses.append(" or ".join(f"tier={name}" for name in dict.fromkeys(wanted)))
    clauses += [f"not tier={name}" for name in dict.fromkeys(unwanted)]
    return Asked(clauses=clauses, spans=spans, figure=tiers)


KIND = record_kind("tier", find)
