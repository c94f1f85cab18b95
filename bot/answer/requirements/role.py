"""Role of the current title: "backend engineers right now with 3+ years", "which of them is
a senior data analyst now?", "any hardware or embedded engineers with 10+ years?",
"数据分析师里谁的工作年限超过8年", "现在做产品经理的". A role noun ("engineers", "analyst",
"PM", "工程师", "分析师") with the words before it names role families
(`ingest.language.ROLE_FAMILIES`, the one vocabulary the record's `role` is read with).
It is asked of the record's current (else latest) title when the question says now, or
when it filters the record otherwise too (years, tier, graduation); "who has worked as a
data analyst?" stays a line question (any time). A level in the phrase ("senior data
analyst") is asked of that title too. Quotes the current position's line (`roles`)."""

from __future__ import annotations

import re

from bot.answer.requirements import graduation, tier, years
from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.figures import roles
from ingest.language import role_families, seniority_of

_NOUN = re.compile(
    r"(?i:\b(?:engineers?|developers?|devs?|analysts?|scientists?|researchers?|managers?|pms?|"
    r"designers?|architects?|owners?|sres?)\b)|工程师|分析师|经理|研究员|科学家|设计师|架构师|开发"
)
_BEFORE_WORDS = 3  # "hardware or embedded engineers", "senior data analyst"
_BEFORE_HAN = 6  # "高级数据分析师", "后台开发工程师"
_NOW = re.compile(
    r"(?i:\b(?:now|currently|right\s+now|at\s+the\s+moment|these\s+days|presently|"
    r"current(?:ly)?|at\s+present|today)\b|\brn\b|\bwork(?:s|ing)?\s+as\b)|现在|目前|现任|当前|"
    r"如今|在职|是做|在做|担任"
)


def _phrase_start(text: str, noun_start: int) -> int:
    before = text[:noun_start]
    if re.search(r"[\u4e00-\u9fff]$", before):
        run = re.search(rf"[\u4e00-\u9fff]{{1,{_BEFORE_HAN}}}$", before)
        return run.start() if run else noun_start
    words = list(re.finditer(r"[\w/&+-]+", before))
    kept = [w for w in words[-_BEFORE_WORDS:] if not re.search(r"[,;?.]", before[w.end() :])]
    return kept[0].start() if kept else noun_start


def find(text: str) -> Asked | None:
    families: list[str] = []
    spans: list[tuple[int, int]] = []
    levels: list[str] = []
    for m in _NOUN.finditer(text):
        start = _phrase_start(text, m.start())
        phrase = text[start : m.end()]
        named = role_families(phrase)
        if not named:
            continue
        families += named
        spans.append((start, m.end()))
        if (level := seniority_of(phrase)) and level not in ("manager",):
            levels.append(level)
    if not families:
        return None
    now = list(_NOW.finditer(text))
    if not (now or years.find(text) or tier.find(text) or graduation.find(text)):
        return None
    spans += [m.span() for m in now]
    clauses = [" or ".join(f"role={f}" for f in dict.fromkeys(families))]
    clauses += [" or ".join(f"seniority={lv}" for lv in dict.fromkeys(levels))] if levels else []
    return Asked(clauses=clauses, spans=spans, figure=roles)


KIND = record_kind("role", find)
