"""The newer CV decides what is current. A person's CVs of different years merge into one
record; a job an older CV calls ongoing ("2019.07 – 至今") that the newer CV does not list
as ongoing, while the newer one has its owner in a job begun after it, ended before that
job began. Positions both CVs give merge by place and time (`ingest.models.merge_entries`);
this is for the ones they name differently ("丽思卡尔顿" / "Ritz-Carlton") or that the newer
CV leaves out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ingest.models import Profile
from ingest.record_models import Position


class _Document(Protocol):
    doc_id: str
    profile: Profile


def _month(value: str | None) -> str:
    return value or ""


def _horizon(profile: Profile) -> str:
    """The latest date a CV gives ("2026-03", "2025"): how recent what it tells is."""
    dates = [
        d for item in [*profile.employment, *profile.education] for d in (item.start, item.end) if d
    ]
    return max(dates, default="")


def end_superseded(positions: list[Position], documents: Sequence[_Document]) -> None:
    """End, in place, the ongoing positions only older CVs give when the newest CV has its
    owner in a position begun after them (at the start of the first such one)."""
    if len(documents) < 2:
        return
    ranked = sorted(documents, key=lambda d: _horizon(d.profile), reverse=True)
    newest = ranked[0]
    if _horizon(newest.profile) <= _horizon(ranked[1].profile):
        return  # no CV is surely the newer
    current = [
        p for p in positions if p.ongoing and any(s.doc_id == newest.doc_id for s in p.sources)
    ]
    for p in positions:
        if not p.ongoing or not p.sources or any(s.doc_id == newest.doc_id for s in p.sources):
            continue
        later = sorted(_month(q.start) for q in current if _month(q.start) > _month(p.start))
        if later:
            p.ongoing, p.end = False, later[0]
