"""Moves within one employer, read from the record's positions: an internship that became a
full-time job there ("实习转正", "a return offer", "interned and came back full-time"), and a
promotion (a later full-time title there, another than the one before)."""

from __future__ import annotations

import itertools
from datetime import date

from ingest.figures import Figure
from ingest.record import CandidateRecord, Position


def _by_org(record: CandidateRecord) -> list[list[Position]]:
    by_org: dict[str, list[Position]] = {}
    for p in record.positions:
        by_org.setdefault(p.org_id or p.organisation.strip().lower(), []).append(p)
    return list(by_org.values())


def converted(record: CandidateRecord, asked: date) -> Figure:
    """The employers where a full-time position began after an internship there began."""
    del asked  # what the CV states; no date decides it
    found: list[str] = []
    cited: list[Position] = []
    for held in _by_org(record):
        interns = [p for p in held if p.kind == "internship" and p.start]
        jobs = [p for p in held if p.kind == "full-time" and p.start]
        pairs = [(i, j) for i in interns for j in jobs if (j.start or "") >= (i.start or "")]
        if pairs:
            found.append(held[0].organisation)
            cited += [pairs[0][0], pairs[0][1]]
    return _moves("converted", found, cited, "no internship that became a full-time job")


def _title_key(title: str | None) -> str:
    return " ".join((title or "").lower().split())


def promoted(record: CandidateRecord, asked: date) -> Figure:
    """The employers where a full-time title began after another full-time title there
    began (a promotion, or a move up within the company: "工程师 → 高级工程师")."""
    del asked  # what the CV states; no date decides it
    found: list[str] = []
    cited: list[Position] = []
    for held in _by_org(record):
        jobs = sorted(
            (p for p in held if p.kind == "full-time" and p.start and p.title),
            key=lambda p: p.start or "",
        )
        steps = [
            (a, b)
            for a, b in itertools.pairwise(jobs)
            if (b.start or "") > (a.start or "") and _title_key(a.title) != _title_key(b.title)
        ]
        if steps:
            found.append(held[0].organisation)
            cited += [steps[0][0], steps[0][1]]
    return _moves("promoted", found, cited, "no second title at one employer")


def _moves(name: str, found: list[str], cited: list[Position], none: str) -> Figure:
    """The employers where a move was found, quoting the two positions of each."""
    return Figure(
        name=name,
        value=found,
        text=", ".join(f"{p.organisation}: {p.title or p.kind} {p.start}" for p in cited) or none,
        sources=[s for p in cited for s in p.sources[:1]],
    )
