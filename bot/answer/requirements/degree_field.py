"""A field of study asked: "a degree in computer science, at any level", "compsci degree",
"计算机科学专业的学位", "计算机科班出身的". Met by the record's degrees whose field or name is
that field concept of the skill vocabulary (`degree_field=field-cs`), quoting those degrees;
a minor or a course is no degree in it."""

from __future__ import annotations

import re

from bot.answer.requirements.base import Asked
from bot.answer.requirements.reading import Kind, Reading, inside
from ingest.degree_fields import FIELD_PREFIX, degree_fields

# words that ask a degree (not work) in the field named beside them
_DEGREE_WORDS = re.compile(
    r"(?i:\b(?:degrees?|majors?|majored|grads?|graduates?|bachelor'?s|master'?s|ph\.?d\.?s?|bsc|msc|"
    r"ba|bs|ms|studied)\b)|学位|专业|科班|毕业|学历|本科|硕士|博士|出身"
)


def read(r: Reading) -> None:
    if not _DEGREE_WORDS.search(r.text):
        return
    found = [
        m
        for m in r.skills.find_in_question(r.text)
        if m.id.startswith(FIELD_PREFIX) and not inside(m.start, r.places)  # (not "万华化学")
    ]
    if not found:
        return
    ids = list(dict.fromkeys(m.id for m in found))
    clause = " or ".join(f"degree_field={i}" for i in ids)
    spans = [(m.start, m.end) for m in found]
    # the word of study right beside the field is the field's too ("CS majors"), not a topic
    spans += [
        w.span()
        for w in _DEGREE_WORDS.finditer(r.text)
        if any(0 <= w.start() - hi <= 2 or 0 <= lo - w.end() <= 4 for lo, hi in spans)
    ]
    r.c.record.add(Asked(clauses=[clause], spans=spans, figure=degree_fields))


KIND = Kind("degree field", read)
