"""The newer CV decides what is current. A person's CVs of different years merge into one
record; a job an older CV calls ongoing ("2019.07 – 至今") that the newer CV does not list
as ongoing, while the newer one has its owner in a job begun after it, ended before that
job began. Positions both CVs give merge by place and time (`ingest.models.merge_entries`);
this is for the ones they name differently ("丽思卡尔顿" / "Ritz-Carlton") or that the newer
CV leaves out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ingest.models import Profile, same_place
from ingest.record_models import Degree, Position


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


def _newest(documents: Sequence[_Document]) -> _Document | None:
    """The CV that is surely the newest of a person's (None with one, or a tie)."""
    if len(documents) < 2:
        return None
    ranked = sorted(documents, key=lambda d: _horizon(d.profile), reverse=True)
    return ranked[0] if _horizon(ranked[0].profile) > _horizon(ranked[1].profile) else None


def newest_document(documents: Sequence[_Document]) -> str | None:
    """The doc_id of the CV that is surely the newest of a person's (None with one, or a tie)."""
    newest = _newest(documents)
    return newest.doc_id if newest is not None else None


def settled_degrees(degrees: list[Degree], documents: Sequence[_Document]) -> list[Degree]:
    """Without the degrees in progress only older CVs give that the newest CV gives as a
    degree of the same level begun the same year (an "Executive MBA … (in progress)" of 2023
    that the 2026 CV lists as completed, its school written another way): the newer says."""
    newest = _newest(documents)
    if newest is None:
        return degrees

    def newer(d: Degree) -> bool:
        return any(s.doc_id == newest.doc_id for s in d.sources)

    told = [d for d in degrees if newer(d)]
    return [
        d
        for d in degrees
        if newer(d) or d.status != "in progress" or not any(_same_degree(t, d) for t in told)
    ]


def _same_degree(told: Degree, older: Degree) -> bool:
    """The newer CV's degree is the older CV's one in progress: of its level, begun the same
    year or at the same school and not ended before it began ("MSc …, University of London"
    completed 2023 in the newer, "2021 – in progress" in the older)."""
    if told.level != older.level:
        return False
    if (told.start or "")[:4] == (older.start or "")[:4] != "":
        return True
    began, ended = (older.start or "")[:4], (told.end or told.start or "")[:4]
    same_school = same_place(told.school, told.org_id, older.school, older.org_id)
    return same_school and (not began or not ended or ended >= began)


def end_superseded(positions: list[Position], documents: Sequence[_Document]) -> None:
    """End, in place, the ongoing positions only older CVs give when the newest CV has its
    owner in a position begun after them (at the start of the first such one)."""
    newest = _newest(documents)
    if newest is None:
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
