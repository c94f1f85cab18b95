"""How well a record's owner speaks a language, for `level_<language>` in the filter language
("level_japanese>=business"); Chinese and Mandarin are one language."""

from __future__ import annotations

from datetime import date

from ingest.language.spoken import SAME_LANGUAGE, SPOKEN_WORDS
from ingest.record import CandidateRecord

# a language asked by its lower-case name: its name as records write it
SPOKEN = {name.lower(): name for name in SPOKEN_WORDS.values()}


def spoken_level(language: str, record: CandidateRecord, asked: date) -> list[float | str | None]:
    """The levels the record gives the language."""
    del asked
    same = SAME_LANGUAGE.get(language, [language])
    return [x.level for x in record.languages if x.name in same and x.level]
