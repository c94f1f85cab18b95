"""Requirements a question asks of a person's record: years of experience, school tier,
seniority of the current title, graduation year.

A registry of kinds, one module each (`years`, `tier`, `seniority`, `graduation`). A kind
finds itself in a question, in English or Chinese, and says what it asks as a clause of the
record filter language (`ingest.record_filter`: `years>=5`, `tier=985`, `seniority>=lead`),
so a question and `cvbot candidates --where` are met by one code path over one record. It
also names the figure (`ingest.figures`) whose lines an answer quotes. The spans it found
are not topic words. A new kind is one module here, listed in `KINDS`, with its fixtures.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.answer.requirements import current, graduation, seniority, tier, years
from bot.answer.requirements.base import Asked, RecordAsk

__all__ = ["Asked", "RecordAsk", "current", "read_record_ask"]

Finder = Callable[[str], Asked | None]
KINDS: list[Finder] = [years.find, tier.find, seniority.find, graduation.find]


def read_record_ask(text: str) -> RecordAsk:
    """Every record requirement of a question (none: an empty `RecordAsk`)."""
    out = RecordAsk()
    for find in KINDS:
        asked = find(text)
        if asked is not None:
            out.add(asked)
    return out
