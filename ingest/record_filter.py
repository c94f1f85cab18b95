"""`--where` filters over candidate records: `years>=5 and degree>=master`, `tier=985 or
tier=211`, `not employer=Alibaba`, `skill=Go and (seniority>=senior or title~lead)`.

Grammar (words case-insensitive; `and` binds tighter than `or`; parentheses group):

    expr       := term ("or" term)*
    term       := factor ("and" factor)*
    factor     := "not" factor | "(" expr ")" | comparison
    comparison := FIELD OP VALUE        OP: = == != > >= < <= ~ (contains)
    VALUE      := a number, a word, or "a quoted phrase"

Each field is one entry of `FIELDS`, a registry (`ingest.record_fields`): its type (number,
ordered levels or text) and how to read it from a record at the date asked. A text field
holds when any of its values matches: `=` an organisation through the catalog (阿里 =
Alibaba, and a subsidiary counts for its parent) or the same words, `~` a substring. A bad
expression raises a one-line `UserFacingError` that says where and why.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from ingest.org_figures import fold, same_org
from ingest.record import CandidateRecord
from ingest.record_fields import FIELDS, FieldSpec, field_spec
from vectorstore.errors import UserFacingError

__all__ = ["FIELDS", "FieldSpec", "field_help", "field_spec", "parse_where", "same_org", "where"]

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
        spec = field_spec(self.field)
        assert spec is not None  # the parser checked it
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
        return any(fold(t) == fold(self.value) for t in texts)


def _compare(a: float, op: str, b: float) -> bool:
    return {
        "=": a == b, "==": a == b, ">": a > b, ">=": a >= b, "<": a < b, "<=": a <= b,
    }.get(op, False)  # fmt: skip


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
        if kind != "word" or field_spec(field) is None:
            self.fail(pos, f"unknown field {name!r} (fields: {', '.join(FIELDS)}, years_at_<org>)")
        op = self.take()
        if op[0] != "op":
            self.fail(op[2], f"expected an operator (= != > >= < <= ~) after {name!r}")
        value = self.take()
        if value[0] != "word":
            self.fail(value[2], f"expected a value after {name}{op[1]}")
        spec = field_spec(field)
        assert spec is not None
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
