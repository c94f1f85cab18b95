"""Degrees studied part-time, beside a job: "Executive MBA (part-time, weekend programme)",
"工程硕士（非全日制，在读）", "工商管理（在职 MBA）", an online master's. Read from the degree's
own words (its name, field and source lines); `part_time_study` / `part_time_studying` in the
record filter."""

from __future__ import annotations

from datetime import date

from ingest.figures import Figure, degree_status, degree_text
from ingest.language.cues import PART_TIME_STUDY
from ingest.record_models import CandidateRecord, Degree


def is_part_time(d: Degree) -> bool:
    said = [d.degree_name or "", d.field or "", *(s.text for s in d.sources)]
    return any(PART_TIME_STUDY.search(x) for x in said if x)


def part_time_degrees(record: CandidateRecord, asked: date, *, studying: bool = False) -> Figure:
    """The degrees studied part-time (only those in progress at the date asked, when
    `studying`), quoting their lines."""
    found = [
        d
        for d in record.education
        if is_part_time(d) and (not studying or degree_status(d, asked) == "in progress")
    ]
    return Figure(
        name="part-time study" + (" now" if studying else ""),
        value=[d.school for d in found],
        text="; ".join(degree_text(d) for d in found) or "no part-time degree",
        sources=[s for d in found for s in d.sources[:2]],
    )
