"""Whom a candidate has led: how many people, from the record's `teams` (the lines that say
it: "Managed a team of 12 engineers", "带领 20 余人的研发团队"), the largest number at any
time, with the line that states it; and the most senior level any of their titles names
(a lead whose entry or a line says so), for "有管理经验的", "has managed people before"."""

from __future__ import annotations

from datetime import date

from ingest.figures import SENIORITY_RANK, Figure, position_text, source_lines
from ingest.language import seniority_levels
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


def most_senior(record: CandidateRecord, asked: date) -> Figure:
    """The most senior level of any position's title, at any time; a position whose entry
    says its holder leads people, or a line that says how many they led, is a lead."""
    del asked  # every position, past or present
    best, where = "", None
    for p in record.positions:
        levels = seniority_levels(p.title or "") + (["lead"] if p.leads_team else [])
        for level in levels:
            if SENIORITY_RANK[level] > SENIORITY_RANK.get(best, -1):
                best, where = level, p
    if record.teams and SENIORITY_RANK["lead"] > SENIORITY_RANK.get(best, -1):
        return Figure(
            name="max_seniority",
            value="lead",
            text=team_size(record, date.min).text,
            sources=record.teams[0].sources[:1],
        )
    if where is None:
        return Figure(name="max_seniority", text="no title names a level")
    return Figure(
        name="max_seniority",
        value=best,
        text=f"{best}: {where.title}, {position_text(where)}",
        sources=source_lines([where]),
    )
