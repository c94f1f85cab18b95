"""Role of the current title: "backend engineers right now with 3+ years", "which of them is
a senior data analyst now?", "any hardware or embedded engineers with 10+ years?",
"数据分析师里谁的工作年限超过8年", "现在做产品经理的", "现在在字节做算法的". A role noun
("engineers", "analyst", "PM", "工程师", "分析师") with the words before it, or a field of
work after a verb of doing it ("做算法"), names role families
(`ingest.language.ROLE_FAMILIES`, the one vocabulary the record's `role` is read with).
It is asked of the record's current (else latest) title when the question says now, or
when it filters the record otherwise too (years, a degree, tier, graduation); "who has worked as a
data analyst?" stays a line question (any time). A level in the phrase ("senior data
analyst") is asked of that title too. Quotes the current position's line (`roles`)."""

from __future__ import annotations

import re

from bot.answer.requirements import graduation, tier, years
from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from bot.answer.requirements.role_words import doing_phrases, role_families_in, role_phrases
from ingest.figures import roles
from ingest.language import DEGREE_PATTERNS, NOW_ASKED, seniority_of

_NOW = re.compile(
    rf"{NOW_ASKED.pattern}|(?i:\bright\s+now\b|\bat\s+present\b|\bwork(?:s|ing)?\s+as\b)|"
    r"在职|是做|在做|担任"
)


def find(text: str) -> Asked | None:
    families: list[str] = []
    asked_years = years.find(text)
    # "3+ years as a data analyst": the years' role (`years`), not the current title's
    taken = [(lo, hi) for lo, hi in asked_years.spans] if asked_years else []
    phrases = role_phrases(text)
    phrases += [d for d in doing_phrases(text) if not any(lo <= d[0] < hi for lo, hi in phrases)]
    spans = [s for s in phrases if not any(lo <= s[0] < hi for lo, hi in taken)]
    levels: list[str] = []
    for start, end in spans:
        phrase = text[start:end]
        families += role_families_in(phrase)
        if (level := seniority_of(phrase)) and level not in ("manager",):
            levels.append(level)
    if not families:
        return None
    now = list(_NOW.finditer(text))
    # ... or with a degree: "b2b saas PMs with an MBA", "PhD data scientists"
    degree = any(p.search(text) for _, p in DEGREE_PATTERNS)
    if not (now or asked_years or degree or tier.find(text) or graduation.find(text)):
        return None
    spans += [m.span() for m in now]
    clauses = [" or ".join(f"role={f}" for f in dict.fromkeys(families))]
    clauses += [" or ".join(f"seniority={lv}" for lv in dict.fromkeys(levels))] if levels else []
    return Asked(clauses=clauses, spans=spans, figure=roles)


KIND = record_kind("role", find)
