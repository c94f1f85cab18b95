"""How recently a candidate graduated, for "new grads", "应届生", "fresh graduates": the years
from the end of their latest degree, completed or in progress (an expected end still to come
is negative), to the date asked; quoting that degree's line."""

from __future__ import annotations

from datetime import date

from ingest.figures import Figure, degree_status, degree_text, source_lines
from ingest.record import CandidateRecord


def years_since_graduation(record: CandidateRecord, asked: date) -> Figure:
    """Years from the end of the latest completed or in-progress degree to the date asked."""
    ended = [
        d
        for d in record.education
        if d.end and d.end[:4].isdigit() and degree_status(d, asked) in ("completed", "in progress")
    ]
    latest = max(ended, key=lambda d: d.end or "", default=None)
    if latest is None or latest.end is None:
        return Figure(name="years_since_grad", text="no dated degree")
    years = asked.year - int(latest.end[:4])
    return Figure(
        name="years_since_grad",
        value=float(years),
        text=f"latest degree ends {latest.end[:4]}: {degree_text(latest)}",
        sources=source_lines([latest]),
    )
