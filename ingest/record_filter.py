"""`--where` filters over candidate records: `years>=5 and degree>=master`, `tier=985 or
tier=211`, `not employer=Alibaba`, `skill=Go and (seniority>=senior or title~lead)`.

Grammar (words case-insensitive; `and` binds tighter than `or`; parentheses group):

    expr       := term ("or" term)*
    term       := factor ("and" factor)*
    factor     := "not" factor | "(" expr ")" | comparison
    comparison := FIELD OP VALUE        OP: = == != > >= < <= ~ (contains)
    VALUE      := a number, a word, or "a quoted phrase"

Each field is one entry of `FIELDS`, a registry: its type (number, ordered levels or text)
and how to read it from a record at the date asked. A text field holds when any of its values
matches: `=` an organisation through the catalog (阿里 = Alibaba, and a subsidiary counts for
its parent) or the same words, `~` a substring. A bad expression raises a one-line
`UserFacingError` that says where and why.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import Literal

from ingest.active_years import years_active
from ingest.career_moves import converted
from ingest.figures import (
    DEGREE_RANK,
    SENIORITY_RANK,
    current_position,
    degree_in_progress,
    degree_status,
    experience_years,
    graduation_year,
    highest_degree,
    joined_current,
    roles,
    seniority,
    tiers,
)
from ingest.language import ROLE_FAMILIES, degree_level, role_families
from ingest.new_grads import years_since_graduation
from ingest.people_led import team_size
from ingest.record import CandidateRecord, org_catalog
from ingest.study_places import country_name, study_countries
from vectorstore.errors import UserFacingError

Value = float | str | None
FieldType = Literal["number", "ordered", "text", "org"]


@dataclass(frozen=True)
class FieldSpec:
    """One field of the filter language."""

    type: FieldType
    read: Callable[[CandidateRecord, date], list[Value]]
    help: str
    rank: Callable[[str], int | None] | None = None  # ordered fields: a level's rank


def _degree_rank(text: str) -> int | None:
    if text.strip().lower() in ("none", "no", "无"):
        return 0
    level = degree_level(text) or next(
        (lv for lv in DEGREE_RANK if lv.lower() == text.strip().lower()), None
    )
    return DEGREE_RANK.get(level) if level else None


def _seniority_rank(text: str) -> int | None:
    return SENIORITY_RANK.get(text.strip().lower())


def _one(value: Value | list[str]) -> list[Value]:
    if isinstance(value, list):
        return list(value)
    return [] if value is None else [value]


def _role_years(family: str, record: CandidateRecord, asked: date) -> list[Value]:
    return _one(experience_years(record, asked, family=family).value)


def _level_countries(level: str, record: CandidateRecord, asked: date) -> list[Value]:
    found = _one(study_countries(record, asked, level).value)
    return [x for c in found for x in (c, country_name(c))]


def _level_tiers(level: str, record: CandidateRecord, asked: date) -> list[Value]:
    return _one(tiers(record, asked, level=level).value)


FIELDS: dict[str, FieldSpec] = {
    "years": FieldSpec(
        "number", lambda r, d: _one(experience_years(r, d).value), "years of full-time work"
    ),
    "intern_years": FieldSpec(
        "number",
        lambda r, d: _one(experience_years(r, d, ("internship",)).value),
        "years of internships",
    ),
    "academic_years": FieldSpec(
        "number",
        lambda r, d: _one(experience_years(r, d, ("academic appointment",)).value),
        "years of academic appointments",
    ),
    **{
        f"years_as_{family}": FieldSpec(
            "number",
            partial(_role_years, family),
            f"years of full-time work with a {family} title",
        )
        for family in ROLE_FAMILIES
    },
    "team_size": FieldSpec(
        "number",
        lambda r, d: _one(team_size(r, d).value),
        "the most people a line of the CV says the person led or managed",
    ),
    "degree": FieldSpec(
        "ordered",
        lambda r, d: _one(highest_degree(r, d).value) or ["none"],
        "highest completed degree (bachelor < master < phd)",
        _degree_rank,
    ),
    "pursuing": FieldSpec(
        "ordered",
        lambda r, d: _one(degree_in_progress(r, d).value) or ["none"],
        "degree in progress",
        _degree_rank,
    ),
    "status": FieldSpec(
        "text",
        lambda r, d: [degree_status(x, d) for x in r.education],
        "a degree's status: completed, in progress, unfinished, admitted",
    ),
    "school": FieldSpec("org", lambda r, d: [x.school for x in r.education], "any school"),
    "studied_in": FieldSpec(
        "text",
        lambda r, d: [x for c in _one(study_countries(r, d).value) for x in (c, country_name(c))],
        "countries of study, by id or name: cn, us, uk, no / Norway, … (ingest/data/"
        "countries.yaml); abroad = outside mainland China",
    ),
    **{
        f"{level.lower()}_studied_in": FieldSpec(
            "text", partial(_level_countries, level), f"countries of the {level.lower()}'s study"
        )
        for level in ("Bachelor", "Master", "PhD")
    },
    "tier": FieldSpec(
        "text",
        lambda r, d: _one(tiers(r, d).value),
        "985, 211, 双一流, C9, ivy-league, global-top100",
    ),
    **{
        f"{level.lower()}_tier": FieldSpec(
            "text",
            partial(_level_tiers, level),
            f"tiers of the completed {level.lower()}'s schools (a school on no list: unlisted)",
        )
        for level in ("Bachelor", "Master", "PhD")
    },
    "employer": FieldSpec(
        "org",
        lambda r, d: [p.organisation for p in r.positions if p.kind != "internship"],
        "any employer (internships aside)",
    ),
    "worked_at": FieldSpec(
        "org", lambda r, d: [p.organisation for p in r.positions], "any employer or internship"
    ),
    "converted_at": FieldSpec(
        "org",
        lambda r, d: _one(converted(r, d).value),
        'employers where an internship became a full-time job (`converted_at~""`: any)',
    ),
    "worked_in": FieldSpec(
        "number",
        lambda r, d: [float(y) for y in years_active(r, d, ("full-time",))],
        "a calendar year of full-time work (`worked_in=2019`, `worked_in<2018`)",
    ),
    "interned_in": FieldSpec(
        "number",
        lambda r, d: [float(y) for y in years_active(r, d, ("internship",))],
        "a calendar year of an internship",
    ),
    "current_employer": FieldSpec(
        "org",
        lambda r, d: [p.organisation] if (p := current_position(r, d)) else [],
        "the employer at the date asked",
    ),
    "title": FieldSpec(
        "text",
        lambda r, d: [p.title] if (p := current_position(r, d)) and p.title else [],
        "the current title",
    ),
    "any_title": FieldSpec("text", lambda r, d: [p.title for p in r.positions], "any title"),
    "kind": FieldSpec("text", lambda r, d: [p.kind for p in r.positions], "a position's kind"),
    "seniority": FieldSpec(
        "ordered",
        lambda r, d: _one(seniority(r, d).value),
        "seniority of the current title (junior < mid < senior < staff < lead < manager …)",
        _seniority_rank,
    ),
    "role": FieldSpec(
        "text",
        lambda r, d: _one(roles(r, d).value),
        "role family of the current (else latest) title: backend, data-analyst, "
        "product-manager, hardware, embedded, ml, researcher, sre, …",
    ),
    "any_role": FieldSpec(
        "text",
        lambda r, d: [f for p in r.positions if p.title for f in role_families(p.title)],
        "role family of any title",
    ),
    "joined": FieldSpec(
        "number",
        lambda r, d: _one(joined_current(r, d).value),
        "the year the person joined their current employer (promotions are no joining)",
    ),
    "years_since_grad": FieldSpec(
        "number",
        lambda r, d: _one(years_since_graduation(r, d).value),
        "years since the latest degree ended (completed or in progress; < 0: still to come)",
    ),
    "grad_year": FieldSpec(
        "number", lambda r, d: _one(graduation_year(r, d).value), "year of the highest degree"
    ),
    "skill": FieldSpec("text", lambda r, d: [s.name for s in r.skills], "a listed skill"),
    "language": FieldSpec("text", lambda r, d: [x.name for x in r.languages], "a language"),
    "name": FieldSpec("text", lambda r, d: [r.name, *r.aliases], "the person's names"),
}

_TOKEN = re.compile(
    r"\s*(?:(?P<op>>=|<=|!=|==|=|>|<|~)|(?P<paren>[()])|\"(?P<quoted>[^\"]*)\"|"
    r"'(?P<single>[^']*)'|(?P<word>[^\s()=<>!~\"']+))"
)


@dataclass
class Comparison:
    field: str
    op: str
    value: str

    def holds(self, record: CandidateRecord, asked: date) -> bool:
        spec = FIELDS[self.field]
        values = spec.read(record, asked)
        if self.op == "!=":
            return not Comparison(self.field, "=", self.value).holds(record, asked)
        if spec.type == "number":
            target = float(self.value)
            return any(isinstance(v, int | float) and _compare(v, self.op, target) for v in values)
        if spec.type == "ordered":
            assert spec.rank is not None
            wanted = spec.rank(self.value)
            ranks = [spec.rank(str(v)) for v in values]
            return any(r is not None and _compare(r, self.op, wanted or 0) for r in ranks)
        texts = [str(v) for v in values if v is not None]
        if self.op == "~":
            return any(self.value.lower() in t.lower() for t in texts)
        if spec.type == "org":
            return any(same_org(t, self.value) for t in texts)
        return any(_fold(t) == _fold(self.value) for t in texts)


def _compare(a: float, op: str, b: float) -> bool:
    return {
        "=": a == b, "==": a == b, ">": a > b, ">=": a >= b, "<": a < b, "<=": a <= b,
    }.get(op, False)  # fmt: skip


def _fold(text: str) -> str:
    return re.sub(r"[\s_-]+", " ", text.strip().lower())


def same_org(written: str, asked: str) -> bool:
    """An organisation on the record is the one asked for: the catalog resolves both and
    the record's is the asked one or under it (阿里云 for Alibaba), else the same words."""
    catalog = org_catalog()
    if catalog is not None:
        wanted = catalog.resolve(asked)
        if wanted:
            found = {m.id for m in catalog.find(written) if not m.ambiguous}
            if found:
                return any(catalog.within(f, wanted) for f in found)
    folded, target = _fold(written), _fold(asked)
    return folded == target or bool(re.search(rf"(?<!\w){re.escape(target)}(?!\w)", folded))


@dataclass
class Not:
    inner: Node

    def holds(self, record: CandidateRecord, asked: date) -> bool:
        return not self.inner.holds(record, asked)


@dataclass
class Both:
    parts: list[Node]
    any_of: bool  # "or" when true, else "and"

    def holds(self, record: CandidateRecord, asked: date) -> bool:
        results = (p.holds(record, asked) for p in self.parts)
        return any(results) if self.any_of else all(results)


Node = Comparison | Not | Both


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens: list[tuple[str, str, int]] = []  # (kind, text, position)
        pos = 0
        while pos < len(text):
            m = _TOKEN.match(text, pos)
            if m is None or m.end() == pos:
                if not text[pos:].strip():
                    break
                self.fail(pos, f"unexpected {text[pos:].strip()[:10]!r}")
            assert m is not None
            group = m.lastgroup or "word"
            kind = "word" if group in ("quoted", "single") else group
            self.tokens.append((kind, m.group(group), m.start(group)))
            pos = m.end()
        self.i = 0

    def fail(self, pos: int, why: str) -> None:
        raise UserFacingError(f"bad --where expression {self.text!r} at character {pos + 1}: {why}")

    def peek(self) -> tuple[str, str, int] | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> tuple[str, str, int]:
        token = self.peek()
        if token is None:
            self.fail(len(self.text), "the expression ends too early")
        assert token is not None
        self.i += 1
        return token

    def keyword(self, word: str) -> bool:
        token = self.peek()
        if token and token[0] == "word" and token[1].lower() == word:
            self.i += 1
            return True
        return False

    def parse(self) -> Node:
        if not self.tokens:
            self.fail(0, "it is empty")
        node = self.expr()
        if (extra := self.peek()) is not None:
            self.fail(extra[2], f"unexpected {extra[1]!r} (join conditions with and / or)")
        return node

    def expr(self) -> Node:
        parts = [self.term()]
        while self.keyword("or"):
            parts.append(self.term())
        return parts[0] if len(parts) == 1 else Both(parts, any_of=True)

    def term(self) -> Node:
        parts = [self.factor()]
        while self.keyword("and"):
            parts.append(self.factor())
        return parts[0] if len(parts) == 1 else Both(parts, any_of=False)

    def factor(self) -> Node:
        if self.keyword("not"):
            return Not(self.factor())
        token = self.take()
        if token[0] == "paren" and token[1] == "(":
            node = self.expr()
            close = self.take()
            if close[:2] != ("paren", ")"):
                self.fail(close[2], "missing ')'")
            return node
        return self.comparison(token)

    def comparison(self, token: tuple[str, str, int]) -> Comparison:
        kind, name, pos = token
        field = name.lower()
        if kind != "word" or field not in FIELDS:
            self.fail(pos, f"unknown field {name!r} (fields: {', '.join(FIELDS)})")
        op = self.take()
        if op[0] != "op":
            self.fail(op[2], f"expected an operator (= != > >= < <= ~) after {name!r}")
        value = self.take()
        if value[0] != "word":
            self.fail(value[2], f"expected a value after {name}{op[1]}")
        spec = FIELDS[field]
        self._check(spec, field, op, value)
        return Comparison(field, op[1], value[1])

    def _check(
        self, spec: FieldSpec, field: str, op: tuple[str, str, int], value: tuple[str, str, int]
    ) -> None:
        if spec.type == "number":
            try:
                float(value[1])
            except ValueError:
                self.fail(value[2], f"{field} takes a number, not {value[1]!r}")
            if op[1] == "~":
                self.fail(op[2], f"{field} is a number: use = != > >= < <=")
        elif spec.type == "ordered":
            assert spec.rank is not None
            if spec.rank(value[1]) is None:
                self.fail(value[2], f"{field} does not know {value[1]!r} ({spec.help})")
            if op[1] == "~":
                self.fail(op[2], f"{field} is ordered: use = != > >= < <=")
        elif op[1] in (">", ">=", "<", "<="):
            self.fail(op[2], f"{field} is text: use =, != or ~ (contains)")


_SLACK_QUOTES = str.maketrans("“”‘’＝", "\"\"''=")


def parse_where(text: str) -> Node:
    """The filter an expression says; raises `UserFacingError` on a bad one. Text as Slack
    sends it is read too: `&gt;=` is `>=`, and curly quotes are quotes."""
    text = html.unescape(text)
    text = text.translate(_SLACK_QUOTES)
    return _Parser(text).parse()


def where(
    records: Iterable[CandidateRecord], expression: str, asked: date
) -> list[CandidateRecord]:
    """The records the expression holds for at the date asked (the expression is parsed
    first, so a bad one fails before any record is read)."""
    node = parse_where(expression)
    return [r for r in records if node.holds(r, asked)]


def field_help() -> str:
    return "; ".join(f"{name} ({spec.help})" for name, spec in FIELDS.items())
