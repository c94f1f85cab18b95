"""What a requirement kind finds in a question (`Asked`), what a whole question asks of
the records (`RecordAsk`), and numbers as recruiters write them (`ingest.language.numbers`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date

from ingest.figures import Figure
from ingest.language.numbers import NUMBER, number_of
from ingest.record import CandidateRecord


@dataclass
class Asked:
    """What one kind found in a question: filter clauses (all must hold) and where."""

    clauses: list[str]
    spans: list[tuple[int, int]]
    figure: Callable[[CandidateRecord, date], Figure]
    families: tuple[str, ...] = ()  # the role families the clauses name ("physician")


@dataclass
class RecordAsk:
    """Everything a question asks of the records."""

    clauses: list[str] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    figures: list[Callable[[CandidateRecord, date], Figure]] = field(default_factory=list)
    current_places: list[str] = field(default_factory=list)  # "works at X now": X's names
    families: list[str] = field(default_factory=list)  # the role families asked, in any clause

    def add(self, asked: Asked) -> None:
        self.clauses += asked.clauses
        self.spans += asked.spans
        self.figures.append(asked.figure)
        self.families += asked.families

    @property
    def expression(self) -> str:
        return " and ".join(f"({c})" for c in self.clauses)

    def __bool__(self) -> bool:
        return bool(self.clauses)


def first_found(
    figures: Sequence[Callable[[CandidateRecord, date], Figure]],
    record: CandidateRecord,
    asked: date,
) -> Figure:
    """Of several places asked ("a bank or an insurer", "Google or a chip company"), the
    figure of the first the record has a position at."""
    shown = [f(record, asked) for f in figures]
    return next((f for f in shown if f.sources), shown[0])


# the words that make a level a minimum after "or" / "and": "… or higher", "or above", "and
# up" (`seniority` adds "more senior", `degree` "more")
OR_ABOVE_WORDS = r"higher|above|up"

__all__ = ["NUMBER", "OR_ABOVE_WORDS", "Asked", "RecordAsk", "first_found", "number_of"]
