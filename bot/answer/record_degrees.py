"""Degree questions read the record where it has the fact: "Who has completed a Master
degree?", "who is pursuing a PhD?". A person whose record holds degrees of the level asked
is named exactly when one of them has the status asked at the date asked (the card's
reading: the CV's own "expected" / "在读", an end still to come), quoting that degree's
line, whatever another line or another CV of theirs says; a person whose record holds no
degree of that level is left to the lines (a layout the record could not read). So the card
and the answer agree on every degree the record holds."""

from __future__ import annotations

from datetime import date

from bot.answer.facts import FactIndex
from bot.answer.hits import Hit, PersonMatch
from bot.answer.requirements import ANY_DEGREE, Constraints
from bot.answer.requirements.constraints import POSTGRAD
from ingest.figures import degree_status
from ingest.language import DEGREE_LEVELS
from ingest.record import CandidateRecord, Degree, org_catalog

# the statuses a question's degree status asks for, as the record writes them
_WANTED = {
    "held": {"completed"},
    "completed": {"completed"},
    "in_progress": {"in progress"},
    "never_completed": {"unfinished"},  # "started a master's but dropped out"
    "any": {"completed", "in progress"},  # "holds or is pursuing": one left unfinished is neither
}


def _levels(c: Constraints) -> set[str]:
    if c.degree == ANY_DEGREE:  # "谁现在还在读书": a degree of any level
        return set(DEGREE_LEVELS)
    return {"Master", "PhD"} if c.degree == POSTGRAD else {c.degree or ""}


def applies(c: Constraints) -> bool:
    """Only the level, its status and a named degree ("an MBA"): a school or a topic is the
    lines'."""
    return (
        c.degree is not None
        and c.degree_status in _WANTED
        # "never completed any degree": no degree held at all, the lines' reading
        and not (c.degree == ANY_DEGREE and c.degree_status == "never_completed")
        and not (c.schools or c.unknown_study or c.topic_terms)
        and not (c.employers or c.unknown_work or c.skills or c.venues or c.publications)
    )


def by_record(
    c: Constraints,
    matches: list[PersonMatch],
    records: dict[str, CandidateRecord],
    facts: FactIndex,
    asked: date,
    allowed: set[str],
) -> list[PersonMatch]:
    """`matches` of the lines, kept or dropped by each person's record where it holds the
    level asked, and the people the record names that the lines missed."""
    levels, wanted = _levels(c), _WANTED[c.degree_status]

    def holding(record: CandidateRecord) -> tuple[list[Degree], list[Degree]]:
        at_level = [
            d
            for d in record.education
            # "an MBA": one, an Executive MBA ("EMBA") too
            if d.level in levels
            and (c.degree_name is None or (d.degree_name or "").endswith(c.degree_name))
        ]
        return at_level, [d for d in at_level if degree_status(d, asked) in wanted]

    out: list[PersonMatch] = []
    seen: set[str] = set()
    for m in matches:
        seen.add(m.candidate)
        record = records.get(m.candidate)
        at_level, ok = holding(record) if record is not None else ([], [])
        if not at_level or ok:
            out.append(m)
    for pid in sorted(allowed - seen):
        record = records.get(pid)
        if record is None:
            continue
        _, ok = holding(record)
        lines = facts.lines_of(s for d in ok for s in d.sources[:1])
        if lines:
            out.append(PersonMatch(pid, [Hit("degree", i, j) for i, j in lines]))
    return out


def record_school_hits(
    c: Constraints,
    records: dict[str, CandidateRecord],
    facts: FactIndex,
    asked: date,
    skip: set[str] | frozenset[str] = frozenset(),
) -> dict[str, list[Hit]]:
    """People (besides those in `skip`, found already) whose record holds a degree at a
    school asked, of the level and status asked, each with the degree's lines: "any zju
    alumni" is met by a record's completed bachelor's there whatever the table's layout."""
    if not c.schools:
        return {}
    catalog = org_catalog()
    levels = _levels(c) if c.degree else None
    wanted = {"completed"} if c.graduated else _WANTED.get(c.degree_status)
    out: dict[str, list[Hit]] = {}
    for pid, record in records.items():
        if pid in skip:
            continue
        for d in record.education:
            lineage = catalog.lineage(d.org_id) if catalog is not None and d.org_id else []
            if not c.schools & set(lineage) or (levels and d.level not in levels):
                continue
            if wanted is not None and degree_status(d, asked) not in wanted:
                continue
            lines = facts.lines_of(d.sources[:1])
            out.setdefault(pid, []).extend(Hit("school", i, j) for i, j in lines)
    return {pid: hits for pid, hits in out.items() if hits}
