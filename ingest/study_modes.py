"""Degrees studied part-time, beside a job: "Executive MBA (part-time, weekend programme)",
"工程硕士（非全日制，在读）", "工商管理（在职 MBA）", an online master's. Read from the degree's
own words (its name, field and source lines); `part_time_study` / `part_time_studying` in the
record filter."""

from __future__ import annotations

from datetime import date

from ingest.figures import Figure, degree_status, degree_text
from ingest.language import DEGREE_PATTERNS
from ingest.language.cues import PART_TIME_STUDY
from ingest.prose_positions import split_sentences
from ingest.record_models import CandidateRecord, Degree


def is_part_time(d: Degree) -> bool:
    said = [d.degree_name or "", d.field or "", *(_own_words(s.text, d.school) for s in d.sources)]
    return any(PART_TIME_STUDY.search(x) for x in said if x)


def _own_words(line: str, school: str) -> str:
    """Of a line told in sentences, those that name the school ("I am enrolled in the INSEAD
    Executive MBA. I hold an MSc … from ESSEC": the ESSEC degree is no executive one)."""
    sentences = split_sentences(line)
    told = [s for s in sentences if school and school in s]
    # (when both name a degree: "MSc Epidemiology (distance learning, part-time; in progress)
    # | <School>" is one degree whose words a ";" splits off its school's)
    others = [
        s for s in sentences if s not in told and any(p.search(s) for _, p in DEGREE_PATTERNS)
    ]
    own = any(p.search(s) for s in told for _, p in DEGREE_PATTERNS)
    return " ".join(told) if own and others else line


def part_time_degrees(
    record: CandidateRecord, asked: date, *, studying: bool = False, done: bool = False
) -> Figure:
    """The degrees studied part-time (only those in progress at the date asked, when
    `studying`; only those completed by then, when `done`), quoting their lines."""
    found = [
        d
        for d in record.education
        if is_part_time(d)
        and (not studying or degree_status(d, asked) == "in progress")
        and (not done or degree_status(d, asked) == "completed")
    ]
    levels = [x for d in found for x in (d.level, d.degree_name) if x]
    return Figure(
        name="part-time study" + (" now" if studying else " completed" if done else ""),
        # (their levels too: `part_time_study~"Master"` asks for a part-time master's)
        value=[d.school for d in found] + list(dict.fromkeys(levels)),
        text="; ".join(degree_text(d) for d in found) or "no part-time degree",
        sources=[s for d in found for s in d.sources[:2]],
    )


def study_after_work(record: CandidateRecord, asked: date) -> Figure:
    """The full-time degrees begun after a full-time job had ended (back to school: "left
    work to do a master's", "辞职脱产读研"), quoting the degree's lines."""
    del asked
    ended = [p.end for p in record.positions if p.kind == "full-time" and p.end and not p.ongoing]
    found = [
        d
        for d in record.education
        if d.start and not is_part_time(d) and any(_not_after(e, d.start) for e in ended)
    ]
    return Figure(
        name="back to study",
        value=[d.school for d in found],
        text="; ".join(degree_text(d) for d in found) or "no full-time degree after a job",
        sources=[s for d in found for s in d.sources[:2]],
    )


def _not_after(end: str, start: str) -> bool:
    """A job's end not after a degree's start, to the precision both give ("2016-06", "2016")."""
    n = min(len(end[:7]), len(start[:7]))
    return end[:n] <= start[:n]
