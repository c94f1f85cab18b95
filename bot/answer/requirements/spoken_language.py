"""A language someone speaks: "who speaks Japanese", "fluent in German?", "any Korean
speakers", "会日语的", "英语流利的". Met by the record's languages (`language=Japanese`; a
Chinese speaker's CV may say Mandarin), quoting the lines that list them."""

from __future__ import annotations

from datetime import date

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import record_kind
from ingest.figures import Figure
from ingest.language.spoken import ASKED_LANGUAGE, SAME_LANGUAGE, asked_language
from ingest.record import CandidateRecord


def languages_spoken(record: CandidateRecord, asked: date) -> Figure:
    del asked
    return Figure(
        name="languages",
        value=[x.name for x in record.languages],
        text=", ".join(x.name for x in record.languages) or "no language listed",
        sources=[s for x in record.languages for s in x.sources[:1]],
    )


def find(text: str) -> Asked | None:
    clauses: list[str] = []
    spans: list[tuple[int, int]] = []
    for m in ASKED_LANGUAGE.finditer(text):
        language = asked_language(m.group("en") or m.group("en2") or m.group("zh") or "")
        if language is None:
            continue
        names = SAME_LANGUAGE.get(language, [language])
        clause = " or ".join(f"language={n}" for n in names)
        if clause not in clauses:
            clauses.append(clause)
        spans.append(m.span())
    if not clauses:
        return None
    return Asked(clauses=clauses, spans=spans, figure=languages_spoken)


KIND = record_kind("spoken language", find)
