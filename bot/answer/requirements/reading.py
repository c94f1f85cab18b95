"""The shared reading of one question that the registered kinds fill in turn (`Reading`),
what a kind is (`Kind`), and character spans.

A kind reads `Reading.text` and adds what it finds to `Reading.c` (the `Constraints`); the
spans it consumed go into the reading's named lists, so that the kinds after it do not read
them again (a place is no skill, an excluded clause no place, a degree's status no topic)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING

from bot.answer.requirements.base import Asked
from bot.answer.requirements.constraints import Constraints
from ingest.language import STUDY_VERB, WORK_VERB, clause_span
from ingest.orgs import OrgCatalog
from ingest.skills import SkillCatalog

if TYPE_CHECKING:
    from bot.answer.requirements.places import Mention

Span = tuple[int, int]
# a name's other name in brackets right after it ("SPC（统计过程控制）", "…（美国社会学评论）")
GLOSS = re.compile(r"\s*[(（][^()（）]{1,30}[)）]")


@dataclass
class Reading:
    """One question being read: its text, the catalogs, the `Constraints` so far and the
    spans each kind has taken."""

    text: str
    strong_spans: list[str]  # what surely names a place ("at X", "在X"), from `analyze`
    orgs: OrgCatalog
    skills: SkillCatalog
    c: Constraints = field(default_factory=Constraints)
    excluded: list[Span] = field(default_factory=list)  # "but not X", "(not C++)"
    counts: list[Span] = field(default_factory=list)  # "Co-op terms count.", "实习也算"
    asked: str = ""  # the text without its "… also counts" clauses
    degree_spans: list[Span] = field(default_factory=list)  # a degree's level and status words
    places: list[Span] = field(default_factory=list)  # organisations and venues named
    skill_spans: list[Span] = field(default_factory=list)
    not_full_time: list[Span] = field(default_factory=list)  # "never full-time": a role
    credentials: list[Span] = field(default_factory=list)  # "certification", "证书": no topic
    industries: list[str] = field(default_factory=list)  # kinds of employer asked (`industry`)
    kind_asked: tuple[Asked, list[Span]] | None = None  # the kinds' clause and their words
    mentions: list[Mention] | None = None  # the organisations named, once read (`places`)
    today: date = field(default_factory=date.today)  # "the last 3 years" counts back from it

    def __post_init__(self) -> None:
        self.asked = self.text

    @property
    def study_q(self) -> bool:
        """A study verb, or a degree asked for: a place named is read as a school."""
        return bool(STUDY_VERB.search(self.text)) or self.c.degree is not None

    @property
    def work_q(self) -> bool:
        return bool(WORK_VERB.search(self.text))

    @property
    def has_place(self) -> bool:
        """An employer asked for (in the catalog or not): time and role words apply to it."""
        return bool(self.c.employers or self.c.unknown_work)

    @property
    def degree_taken(self) -> list[Span]:
        """The degree's spans, when the question asks for a degree at all (of the record too:
        "a postgrad degree - masters/mba/llm" is `degree>=master`)."""
        asked = self.c.degree or any(
            c.startswith(("degree", "pursuing")) for c in self.c.record.clauses
        )
        return self.degree_spans if asked else []


Finder = Callable[[str], Asked | None]


@dataclass(frozen=True)
class Kind:
    """One requirement kind: its name and how it reads a question. A record kind (one met
    by the candidate record's filter: years, tier, …) also has `find`, the clause it asks."""

    name: str
    read: Callable[[Reading], None]
    find: Finder | None = None


def record_kind(name: str, find: Finder, apart: bool = False) -> Kind:
    """A kind met by the record filter: what `find` asks is added to `Constraints.record`;
    `apart`: in the words no record kind before it has read."""

    def read(r: Reading) -> None:
        asked = find(without(r.text, r.c.record.spans) if apart else r.text)
        if asked is not None:
            r.c.record.add(asked)

    return Kind(name, read, find)


def capitalised_after(text: str, before: re.Pattern[str]) -> str:
    """`text` with a lower-case word capitalised where `before` ends just ahead of it
    ("anyone from apple", "used chisel"): a question types in lower case the names the
    catalogs match only as written (Apple, Chisel). Same length, so spans still fit."""
    return before.sub(lambda m: m.group(0)[:-1] + m.group(0)[-1].upper(), text)


def inside(pos: int, spans: list[Span]) -> bool:
    return any(lo <= pos < hi for lo, hi in spans)


def within_longer(span: Span, spans: list[Span]) -> bool:
    """`span` inside a longer one of `spans`: a name inside a kind's phrase ("a cctv maker",
    "建筑工作室") names what the kind makes or does."""
    return any(lo <= span[0] and span[1] <= hi and hi - lo > span[1] - span[0] for lo, hi in spans)


def clear_of(names: list[str], text: str, spans: list[Span]) -> list[str]:
    """The names of `text` that overlap none of the spans ("有在芯片公司" overlaps "芯片公司")."""
    at = {n: text.find(n) for n in names}
    return [n for n in names if not any(lo < at[n] + len(n) and at[n] < hi for lo, hi in spans)]


def without(text: str, ranges: list[Span]) -> str:
    """`text` with the ranges blanked (same length: later spans still fit)."""
    for lo, hi in sorted(ranges, reverse=True):
        text = text[:lo] + " " * (hi - lo) + text[hi:]
    return text


_CLAUSE_STOPS = re.compile(r"[.?!;,()。？！；，（）]")


def clause_at(text: str, start: int, end: int) -> str:
    """The clause (up to punctuation or a bracket) around text[start:end]."""
    lo, hi = clause_span(text, start, end, _CLAUSE_STOPS)
    return text[lo:hi]
