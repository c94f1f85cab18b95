"""Working for oneself: "who's freelancing right now", "现在谁是自己单干接活的", "anyone ever
self-employed". Met by the record's positions of the kind freelance (`kind=freelance`; the
current one: `current_kind=freelance`), quoting those positions' lines."""

from __future__ import annotations

from functools import partial

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.active_years import positions_during
from ingest.figures import current_employer
from ingest.language import NOW_ASKED, SELF_EMPLOYED_ASKED


def find(text: str) -> Asked | None:
    spans = [m.span() for m in SELF_EMPLOYED_ASKED.finditer(text)]
    if not spans:
        return None
    if now := list(NOW_ASKED.finditer(text)):  # "who's freelancing right now"
        spans += [m.span() for m in now]
        return Asked(clauses=["current_kind=freelance"], spans=spans, figure=current_employer)
    figure = partial(positions_during, ("freelance",), None, None, half=None)
    return Asked(clauses=["kind=freelance"], spans=spans, figure=figure)


KIND = record_kind("self-employed", find)
