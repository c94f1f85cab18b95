"""Requirements of a job description met from the candidate record rather than from
passages: years of experience ("5+ years", "3年以上") and a minimum degree ("Master's or
above", "本科及以上"). Each is scored with the figure it rests on (ingest/figures.py), so
`cvbot match` ranks by what the record says and quotes the lines behind it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ingest.figures import DEGREE_RANK, Figure, degree_in_progress, experience_years, highest_degree
from ingest.language import WISH, degree_levels, years_required
from ingest.record import CandidateRecord


@dataclass(frozen=True)
class RecordRequirement:
    """A requirement line that the record answers: `years` of full-time work, or a
    `degree` level at least."""

    text: str
    years: int | None = None
    degree: str | None = None

    def score(self, record: CandidateRecord, asked: date) -> tuple[float, Figure]:
        """0..1 and the figure it rests on: years held / years asked (capped at 1); a degree
        at or above the level asked 1, one in progress at that level 0.5, else 0."""
        if self.years is not None:
            figure = experience_years(record, asked)
            held = float(figure.value) if isinstance(figure.value, int | float) else 0.0
            return min(1.0, held / self.years) if self.years else 1.0, figure
        wanted = DEGREE_RANK.get(self.degree or "", 0)
        done = highest_degree(record, asked)
        if DEGREE_RANK.get(str(done.value), 0) >= wanted:
            return 1.0, done
        going = degree_in_progress(record, asked)
        if DEGREE_RANK.get(str(going.value), 0) >= wanted:
            return 0.5, going
        return 0.0, done


def record_requirement(line: str) -> RecordRequirement | None:
    """The requirement a job-description line states about years or degree, or None (a
    wish, "PhD preferred", is no requirement)."""
    if WISH.search(line):
        return None
    if (years := years_required(line)) is not None:
        return RecordRequirement(line, years=years)
    levels = degree_levels(line)
    if levels:  # "Bachelor's or Master's": the lowest named is enough
        return RecordRequirement(line, degree=min(levels, key=lambda lv: DEGREE_RANK[lv]))
    return None
