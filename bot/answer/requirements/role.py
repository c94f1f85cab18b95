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
from datetime import date
from functools import partial

from bot.answer.requirements import (
    graduation,
    industry,
    role_change,
    seniority,
    tier,
    title_words,
    years,
)
from bot.answer.requirements.base import Asked
from bot.answer.requirements.counts import counts_clauses
from bot.answer.requirements.reading import inside, record_kind
from bot.answer.requirements.role_words import doing_phrases, role_families_in, role_phrases
from ingest.career_moves import roles_left
from ingest.figures import Figure, roles, source_lines
from ingest.language import DEGREE_PATTERNS, NOW_ASKED, ROLE_FAMILIES, seniority_of
from ingest.language.examples import EXAMPLES_EN, EXAMPLES_ZH
from ingest.record import CandidateRecord

_NOW = re.compile(
    rf"{NOW_ASKED.pattern}|(?i:\bright\s+now\b|\bat\s+present\b|\bwork(?:s|ing)?\s+as\b)|"
    r"在职|是做|在做|担任"
)
# "在高校当讲师的": a role held there, said in the present ("当过" is any time, "2020年在高校当
# 老师的" a year's)
_HELD_THERE = re.compile(r"(?<![曾前])在[^\s，,。？?的]{1,8}?当(?![过时年初])")
_THEN = re.compile(r"\d\s*年|[一二三四五六七八九十〇零]年|那会|那时|当时|以前|之前|曾经|过去")


def _now_words(text: str) -> list[re.Match[str]]:
    """The words that say the role is held now."""
    now = list(_NOW.finditer(text))
    return now if now or _THEN.search(text) else list(_HELD_THERE.finditer(text))


# a field of work held at any time: "held a hardware engineering role", "done silicon or
# firmware/pcb type work", "从事过芯片、板级或嵌入式等硬件相关岗位", "做过硬件的"
_EVER = re.compile(r"(?i:\b(?:held|done|has\s+had|had)\b)|做过|从事过|干过|搞过|当过")
_FIELD_NOUN = re.compile(r"(?i:\b(?:roles?|positions?|jobs?|type\s+(?:of\s+)?work)\b)|岗位|岗|方向")
# "做过推荐系统相关的工作": work on a topic, not a role held
_ABOUT = re.compile(r"相关|方面|有关")


# a role held before, said of the person: "former teachers", "ex-nurses", "以前当过老师的"
_FORMER = re.compile(
    r"(?i:\b(?:former|ex-|ex(?=\s+[a-z])|one-time)(?=\s*\w))|(?:以前|曾经|之前)(?:是|当过)"
)


# a word of leaving the role named before it for something else: "teachers who moved into
# edtech", "nurses who went into sales", "护士转行去…" (a change between two role families is
# `role_change`'s)
_LEFT_FOR = re.compile(
    r"(?i:\s+(?:who|that)\s+(?:have\s+|has\s+|later\s+)?(?:moved|switched|transitioned|pivoted|"
    r"went|crossed\s+over|jumped|turned)\s+(?:over\s+)?(?:in)?to\b|\s+turned\b|"
    r"\s+(?:and|then|but|who|that)\s+(?:then\s+|later\s+|have\s+|has\s+)?(?:changed|switched)\s+"
    r"(?:careers?|fields?|tracks?)\b)|"
    r"\s*(?:出身|后来)?\s*(?:转行|转型|转岗|跳槽)(?:去|到|做)?"
)


# an engineer named with no field ("engineers", "工程师"): the current title says it
_ENGINEER_NOUN = re.compile(r"(?i:\bengineers?\b|\bdevelopers?\b)|工程师|程序员")
_ENGINEER_TITLE = (
    'title~"engineer" or title~"developer" or title~"工程师" or title~"开发" or title~"程序员"'
)


def _engineer_nouns(text: str, kinds: Asked | None) -> list[tuple[int, int]]:
    """Where an engineer is named with no field, not inside a level or a title asked already
    ("a senior expert engineer now"), nor in the kinds of employer asked (`kinds`: "at a video
    game developer")."""
    held = [sp for f in (seniority.find, title_words.find) if (a := f(text)) for sp in a.spans]
    held += kinds.spans if kinds is not None else []
    return [m.span() for m in _ENGINEER_NOUN.finditer(text) if not inside(m.start(), held)]


def _ever(text: str, taken: list[tuple[int, int]]) -> Asked | None:
    """Role families held at any time (`any_role`), when a verb of having done it and a noun
    of a role (or a verb of doing it: "做过硬件") name them; not the role the years asked
    were spent in (`taken`: "做过数据分析岗位6年以上")."""
    if not _EVER.search(text):
        return None
    if not (_FIELD_NOUN.search(text) or (doing_phrases(text) and not _ABOUT.search(text))):
        return None
    families = [
        f
        for f in dict.fromkeys(role_families_in(text))
        if not all(inside(m.start(), taken) for m in ROLE_FAMILIES[f].finditer(text))
    ]
    if not families or _now_words(text):
        return None
    clause = " or ".join(f"any_role={f}" for f in families)
    marks = [m.span() for f in families for m in ROLE_FAMILIES[f].finditer(text)]
    marks += [m.span() for m in (*_EVER.finditer(text), *_FIELD_NOUN.finditer(text))]
    lo, hi = min(a for a, _ in marks), max(b for _, b in marks)
    if _SUCH_AS.search(text, lo, hi + 4):  # "…role, such as chip design, board design or …"
        hi = next((m.start() for m in re.finditer(r"[?？。.!！]", text[hi:])), len(text) - hi) + hi
    return Asked(
        clauses=[clause],
        spans=[(lo, hi)],
        figure=partial(_held, families),
        families=tuple(families),
    )


_SUBJECT_BEFORE = re.compile(
    r"(?i)^\W*(?:(?:any|anyone|find|list|show|get|all|which|our|the|who\s+are|are\s+there)\s+)*$"
)
_SUCH_AS = re.compile(rf"(?i)[,，]\s*(?:{EXAMPLES_EN}|like|including)\b|[,，]?\s*(?:{EXAMPLES_ZH})")


def _examples_of_levels(text: str) -> list[tuple[int, int]]:
    """A list of titles given as examples of the levels asked ("a management title, such as
    manager, head of, director or store manager", "管理岗（如经理、负责人、总监、店长）"): each
    is one of the levels (`seniority`), no role family that must be met as well."""
    span = seniority.examples_span(text)
    if span is None:
        return []  # (no examples: the levels need not be read again)
    asked = seniority.find(text)
    listed = seniority.EXAMPLES_CLAUSE.search(text) is None  # "经理、店长这种": titles only
    return [span] if asked is not None and (listed or " or " in asked.clauses[0]) else []


def _held(families: list[str], record: CandidateRecord, asked: date) -> Figure:
    """The positions of the role families asked, at any time."""
    del asked
    held = [p for p in record.positions if set(p.role_families()) & set(families)]
    return Figure(
        name="roles held",
        value=[p.title for p in held],
        text=", ".join(f"{p.title}, {p.organisation}" for p in held) or "no such role",
        sources=source_lines(held),
    )


def _all_aside(
    text: str, phrase: tuple[int, int], counts: list[tuple[int, int]], named: list[tuple[int, int]]
) -> bool:
    lo, hi = phrase
    said = [
        m for f in role_families_in(text[lo:hi]) for m in ROLE_FAMILIES[f].finditer(text, lo, hi)
    ]
    return bool(said) and all(
        inside(m.start(), counts) or (inside(m.start(), named) and not m.group().isascii())
        for m in said
    )


def find(text: str) -> Asked | None:
    if industry.held_there(text)[0]:
        return None  # "a PM at a bank": the industry asks the role of its position there
    families: list[str] = []
    asked_years = years.find(text)
    # "3+ years as a data analyst": the years' role (`years`), not the current title's
    taken = [(lo, hi) for lo, hi in asked_years.spans] if asked_years else []
    phrases = role_phrases(text)
    phrases += [d for d in doing_phrases(text) if not any(lo <= d[0] < hi for lo, hi in phrases)]
    # "from hospital pharmacist to pharma": the role held in the kind of employer moved from
    kinds = industry.find(text)
    if kinds is not None and any(" and industry=" in c for c in kinds.clauses):
        taken = taken + list(kinds.spans)
    examples = _examples_of_levels(text)  # (a phrase that runs into them is one of them)
    taken += examples
    # ("律师事务所的实习", "paralegal jobs dont count": a kind of employer, a clause of what
    # counts, no role asked)
    counts = counts_clauses(text)
    named = [] if not kinds or any("moved_into_" in c for c in kinds.clauses) else kinds.spans
    spans = [s for s in phrases if not any(lo <= s[0] < hi for lo, hi in taken)]
    # ... a phrase whose role words all stand inside them ("paralegal jobs dont count", a kind's
    # Chinese name "律师事务所"), not one beside a kind ("做B2B SaaS产品的PM")
    spans = [s for s in spans if not _all_aside(text, s, counts, list(named))]
    spans = [s for s in spans if not any(lo < s[1] <= hi for lo, hi in examples)]
    moved = role_change.find(text)
    # "侍酒师出身 现在转做管理的": the family left is no role now (`role_change` reads the move)
    left_families = {
        c.split("=", 1)[1].split("_to_")[0]
        for c in (moved.clauses[0].split(" or ") if moved else [])
    }
    levels: list[str] = []
    for start, end in spans:
        phrase = text[start:end]
        families += [f for f in role_families_in(phrase) if f not in left_families]
        if (level := seniority_of(phrase)) and level not in ("manager",):
            levels.append(level)
    former = [m.span() for lo, hi in spans if (m := _FORMER.search(text, max(0, lo - 8), hi))]
    if families and former:  # "former teachers who moved into edtech": held before, any time
        clause = " or ".join(f"any_role={f}" for f in dict.fromkeys(families))
        return Asked(
            clauses=[clause],
            spans=spans + former,
            figure=partial(_held, families),
            families=tuple(families),
        )
    left = [m.span() for _, hi in spans if (m := _LEFT_FOR.match(text, hi))]
    if families and left and moved is None:
        # "teachers who moved into edtech", "护士转行去…": a title of it a later job followed
        held = list(dict.fromkeys(families))
        clause = " or ".join(f"left_role={f}" for f in held)
        return Asked(clauses=[clause], spans=spans + left, figure=roles_left, families=tuple(held))
    # "有谁从学校老师转去在线教育": the role moved from (`moved_into_education=teacher`) is none now
    gone = (
        [c.split("=", 1)[1] for c in kinds.clauses if c.startswith("moved_into_")] if kinds else []
    )
    families = [f for f in families if f not in gone]
    now = _now_words(text)
    if not families and now and (generic := _engineer_nouns(text, kinds)):
        # "目前 senior 及以上职级的工程师": an engineer's title now, of any family
        return Asked(
            clauses=[_ENGINEER_TITLE], spans=generic + [m.span() for m in now], figure=roles
        )
    if not families:
        return _ever(text, taken)
    # ... or with a degree: "b2b saas PMs with an MBA", "PhD data scientists"; an industry:
    # "bi analysts w retail experience"
    degree = any(p.search(text) for _, p in DEGREE_PATTERNS)
    filters = (tier.find, graduation.find, industry.find)
    # "senior PMs who've run a/b tests": a level and a role that open the question say who
    # the people are
    subject = bool(levels) and bool(spans) and bool(_SUBJECT_BEFORE.match(text[: spans[0][0]]))
    if not (now or asked_years or degree or subject or any(f(text) for f in filters)):
        return _ever(text, taken)  # "做过硬件的": at any time
    spans += [m.span() for m in now]
    # ... and the family said in words of its own ("teaching at a uni"): no topic
    spans += [m.span() for f in dict.fromkeys(families) for m in ROLE_FAMILIES[f].finditer(text)]
    clauses = [" or ".join(f"role={f}" for f in dict.fromkeys(families))]
    clauses += [" or ".join(f"seniority={lv}" for lv in dict.fromkeys(levels))] if levels else []
    return Asked(clauses=clauses, spans=spans, figure=roles, families=tuple(families))


KIND = record_kind("role", find)
