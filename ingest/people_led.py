"""Whom a candidate has led: how many people, from the record's `teams` (the lines that say
it: "Managed a team of 12 engineers", "带领 20 余人的研发团队"), the largest number at any
time, with the line that states it; and the most senior level any of their titles names
(a lead whose entry or a line says so), for "有管理经验的", "has managed people before"; and
whether they have had direct reports ("要有直接下属那种"), where a title that says only "Lead"
does not tell it."""

from __future__ import annotations

from datetime import date

from ingest.figures import (
    SENIORITY_RANK,
    Figure,
    current_position,
    position_text,
    source_lines,
)
from ingest.record import CandidateRecord, Position, Team


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


def current_team_size(record: CandidateRecord, asked: date) -> Figure:
    """The most people a line under the position held at the date asked says the person
    leads ("现在带团队 下属至少4个人的": not a team of an earlier job)."""
    p = current_position(record, asked)
    led = [
        t for t in record.teams if p is not None and p.organisation in t.at and _under(t, p, record)
    ]
    if p is None or not led:
        return Figure(name="current_team_size", text="no team size stated for the current job")
    biggest = max(led, key=lambda t: t.size)
    return Figure(
        name="current_team_size",
        value=float(biggest.size),
        text=f"leads {biggest.size} people at {p.organisation}",
        sources=biggest.sources[:1],
    )


def most_senior(record: CandidateRecord, asked: date, floor: str = "") -> Figure:
    """The most senior level of any position's title, at any time; a position whose entry
    says its holder leads people, or a line that says how many they led, is a lead. With a
    `floor`, a title's level counts only from that level up (a "Lead Data Engineer" with no
    reports leads no one); the lines still do."""
    del asked  # every position, past or present
    best, where, titled = "", None, False
    least = SENIORITY_RANK.get(floor, -1)
    for p in record.positions:
        said = [lv for lv in p.levels() if SENIORITY_RANK[lv] >= least]
        levels = said + (["lead"] if p.leads_team else [])
        for level in levels:
            if SENIORITY_RANK[level] > SENIORITY_RANK.get(best, -1):
                best, where, titled = level, p, level in said
    # a lead by the lines of an entry, not its title: the line that says whom they led
    if record.teams and (
        SENIORITY_RANK["lead"] > SENIORITY_RANK.get(best, -1) or (best == "lead" and not titled)
    ):
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


def line_managed(record: CandidateRecord, asked: date) -> Figure:
    """The most senior level at which the person had direct reports: a line that says they
    led people, or a title of a director or above (a "经理" / "Compliance Manager" title alone
    does not say whom they manage)."""
    figure = most_senior(record, asked, floor="director")
    return figure.model_copy(update={"name": "line_managed"})


def line_managing(record: CandidateRecord, asked: date) -> Figure:
    """Whether the person has direct reports in the position held at the date asked: its
    entry or a line under it says whom they lead ("Line-manage a team of 9"), or its title
    is a director's or above; "lead" then, else the title's level below that ("高级合规经理"
    says no reports) or nothing."""
    p = current_position(record, asked)
    if p is None:
        return Figure(name="line_managing", text="no current position")
    led = [t for t in record.teams if p.organisation in t.at and _under(t, p, record)]
    said = [lv for lv in p.levels() if SENIORITY_RANK[lv] >= _DIRECTOR]
    if not (said or led or p.leads_team):
        return Figure(name="line_managing", text=f"no reports said: {p.title or position_text(p)}")
    level = max(said, key=SENIORITY_RANK.__getitem__) if said else "lead"
    sources = source_lines([p]) + [s for t in led for s in t.sources[:1]]
    return Figure(
        name="line_managing",
        value=level,
        text=f"{level}: {p.title + ', ' if p.title else ''}{position_text(p)}",
        sources=sources,
    )


_DIRECTOR = SENIORITY_RANK["director"]


def _under(team: Team, p: Position, record: CandidateRecord) -> bool:
    """The team's line stands in the position's entry: after its first line and before the
    next position's in the same CV (a line of an earlier job at the same employer is not)."""
    if not p.sources:
        return True
    doc, first = p.sources[0].doc_id, p.sources[0].line
    starts = [
        x.sources[0].line
        for x in record.positions
        if x.sources and x.sources[0].doc_id == doc and x.sources[0].line > first
    ]
    below = min(starts, default=None)
    return any(
        s.doc_id == doc and first <= s.line and (below is None or s.line < below)
        for s in team.sources
    ) or not any(s.doc_id == doc for s in team.sources)
