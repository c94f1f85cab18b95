"""Seniority read from job titles, in English and Chinese: the levels in order, each with
the title words that put a position there (the first level whose words a title has wins,
so "Senior Engineering Manager" is a manager, "Staff Engineer" staff)."""

from __future__ import annotations

import re

# lowest first; a title that names no level ("Software Engineer") is "mid"
SENIORITY_LEVELS = [
    "intern", "junior", "mid", "senior", "staff", "lead", "manager", "director", "executive",
]  # fmt: skip

# checked in this order: the most senior first
SENIORITY_WORDS: list[tuple[str, re.Pattern[str]]] = [
    ("executive", re.compile(
        r"(?i:\b(?:c[etfo]o|chief\s+\w+\s+officer|vice\s+president|vp|president|founder|"
        r"co-?founder|partner|general\s+manager)\b)|总裁|副总裁|首席|创始人|联合创始人|合伙人|总经理|CTO|CEO")),
    ("director", re.compile(r"(?i:\b(?:director|head\s+of)\b)|总监|部长|院长")),
    # a product, programme or project manager manages no people: no level of its own
    ("manager", re.compile(
        r"(?i:(?<!product )(?<!program )(?<!programme )(?<!project )(?<!account )\bmanager\b|"
        r"\bmanaging\b|\bengineering\s+manager\b)|(?<!产品)(?<!项目)经理|主管")),
    ("lead", re.compile(
        r"(?i:\b(?:lead|leader|tech\s+lead|team\s+lead)\b)|负责人|组长|技术负责人|带头人|主任")),
    # "Expert Engineer" / "Senior Expert Engineer" are how 技术专家 / 高级技术专家 are written
    # in English
    ("staff", re.compile(r"(?i:\b(?:staff|principal|distinguished|expert)\b)|专家|资深专家")),
    ("senior", re.compile(r"(?i:\b(?:senior|sr\.?)\b)|高级|资深")),
    ("intern", re.compile(r"(?i:\bintern(?:ship)?\b|\btrainee\b)|实习")),
    ("junior", re.compile(
        r"(?i:\b(?:junior|jr\.?|associate|entry[- ]level|graduate)\b)|初级|助理")),
]  # fmt: skip


def seniority_of(title: str) -> str | None:
    """The seniority a job title names, or None when it names none ('Software Engineer')."""
    for level, pattern in SENIORITY_WORDS:
        if pattern.search(title):
            return level
    return None


# a title that holds two ("Staff Engineer & Tech Lead", "技术专家（P8）、项目技术负责人")
_TITLE_PARTS = re.compile(r"\s*(?:&|/|、|，|,|;|；|\band\b|\+)\s*")


def seniority_levels(title: str) -> list[str]:
    """Every level a title names, one per part of a compound title ("Staff Engineer & Tech
    Lead": staff and lead); one part is read as `seniority_of` reads it ("Senior
    Engineering Manager" is a manager only)."""
    parts = [p for p in _TITLE_PARTS.split(title) if p.strip()]
    levels = [lv for part in parts if (lv := seniority_of(part))]
    return list(dict.fromkeys(levels)) or [lv for lv in [seniority_of(title)] if lv]


# an entry that says its holder leads people now ("Lead a team of 7 backend engineers",
# "manages a 12-person team", "目前带领 12 人团队", "带领 6 人团队"): English in the present tense
# only ("Led a team of four … (2020–2021)" was a project); Chinese has no tense
LEADS_TEAM = re.compile(
    r"(?i:\b(?:lead|leads|leading|manage|manages|managing|head|heads|heading)\s+"
    r"(?:a\s+|an?\s+|the\s+|my\s+)?(?:(?:team|group|squad)\s+of\s+(?:\d+|[a-z]+)|"
    r"(?:\d+|[a-z]+)[- ](?:person|people|member|engineer|strong)s?\s+(?:team|group)|"
    r"(?:\d+|[a-z]+)\s+(?:engineers|people|developers|analysts|reports))\b)|"
    r"带领\s*\d+\s*(?:人|名)|带领[^，。；]{0,8}团队|管理\s*\d+\s*(?:人|名)|带\s*\d+\s*人|"
    r"团队负责人|(?:管理|带领)[^，。；]{0,4}\d+\s*人(?:的)?团队"
)
