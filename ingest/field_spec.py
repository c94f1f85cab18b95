"""What one field of the `--where` filter language is (`FieldSpec`): its type, how it is read
from a candidate record at the date asked, its help and, for ordered fields, a level's rank."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Literal

from ingest.figures import Figure
from ingest.record import CandidateRecord

Value = float | str | None
FieldType = Literal["number", "ordered", "text", "org"]


@dataclass(frozen=True)
class FieldSpec:
    """One field of the filter language."""

    type: FieldType
    read: Callable[[CandidateRecord, date], list[Value]]
    help: str
    rank: Callable[[str], int | None] | None = None  # ordered fields: a level's rank


def values_of(value: Value | list[str]) -> list[Value]:
    """A figure's value as the field's list of values."""
    if isinstance(value, list):
        return list(value)
    return [] if value is None else [value]


def of_figure(figure: Callable[[CandidateRecord, date], Figure]) -> Callable[..., list[Value]]:
    """A field read as the value of one figure."""
    return lambda r, d: values_of(figure(r, d).value)
