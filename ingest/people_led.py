"""How many people a candidate has led or managed, from the record's `teams` (the lines that
say it: "Managed a team of 12 engineers", "带领 20 余人的研发团队"): the largest number, at
any time, with the line that states it."""

from __future__ import annotations

from datetime import date

from ingest.figures import Figure
from ingest.record import CandidateRecord


def team_size(record: CandidateRecord, asked: date) -> Figure:
    """The most people any line of the record says the person led or managed."""
    del asked  # what the CV states; no date decides it
    if not record.teams:
        return Figure(name="team_size", text="no team size stated")
    biggest = max(record.teams, key=lambda t: t.size)
    where = f" at {', '.join(biggest.at)}" if biggest.at else ""
    return Figure(
        name="team_size",
        value=float(biggest.size),
        text=f"led or managed {biggest.size} people{where}",
        sources=biggest.sources[:1],
    )
