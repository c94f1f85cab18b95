"""Moves within one employer, read from the record's positions: an internship that became a
full-time job there ("实习转正", "a return offer", "interned and came back full-time")."""

from __future__ import annotations

from datetime import date

from ingest.figures import Figure
from ingest.record import CandidateRecord, Position


def converted(record: CandidateRecord, asked: date) -> Figure:
    """The employers where a full-time position began after an internship there began."""
    del asked  # what the CV states; no date decides it
    by_org: dict[str, list[Position]] = {}
    for p in record.positions:
        by_org.setdefault(p.org_id or p.organisation.strip().lower(), []).append(p)
    found: list[str] = []
    cited: list[Position] = []
    for held in by_org.values():
        interns = [p for p in held if p.kind == "internship" and p.start]
        jobs = [p for p in held if p.kind == "full-time" and p.start]
        pairs = [(i, j) for i in interns for j in jobs if (j.start or "") >= (i.start or "")]
        if pairs:
            found.append(held[0].organisation)
            cited += [pairs[0][0], pairs[0][1]]
    return Figure(
        name="converted",
        value=found,
        text=", ".join(f"{p.organisation}: {p.title or p.kind} {p.start}" for p in cited)
        or "no internship that became a full-time job",
        sources=[s for p in cited for s in p.sources[:1]],
    )
