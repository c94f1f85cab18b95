"""Positions told in sentences beside a CV's entries: one an entry already holds is dropped,
and a stay with a start and no end said is closed by the first later stay elsewhere ("2019年7月，
我加入A…" then "2024年5月起，我到B任…")."""

from __future__ import annotations

from ingest.dates import find_span
from ingest.models import EmploymentItem
from ingest.prose_zh import years_from_start


def close_at(last: EmploymentItem, later: EmploymentItem) -> None:
    """A stay with no end said, followed by one elsewhere that began later ("2019年7月，我加入
    A…。2024年5月起，我到B任…"): it ended the month before."""
    after = find_span(later.start) if later.start else None
    began = last.start or ""
    if last.end or later.employer == last.employer or after is None or after.start is None:
        return
    if str(after.start) > began and years_from_start(last, end=after.start.previous()):
        last.end, last.ongoing = str(after.start.previous()), False


def told_by_entries(p: EmploymentItem, items: list[EmploymentItem]) -> bool:
    """A position a sentence states that an entry already holds: the same employer at a
    time that overlaps the entry's (an open end runs on)."""
    lo, hi = p.start or "0", p.end or ("9999" if p.ongoing or not p.start else p.start)
    return any(
        (i.org_id or i.employer) == (p.org_id or p.employer)
        and (i.start or "0") <= hi
        and lo <= (i.end or ("9999" if i.ongoing or not i.start else i.start))
        for i in items
    )


def beside_entries(
    prose: list[EmploymentItem], items: list[EmploymentItem]
) -> list[EmploymentItem]:
    """The prose's positions no entry holds, each with a start and no end said ("2022年3月我晋升
    为…") closed the month before the first later stay elsewhere (an entry's or a sentence's)."""
    kept = [p for p in prose if not told_by_entries(p, items)]
    for p in kept:
        if p.end is None and not p.ongoing and p.start:
            later = sorted(
                (x for x in items + kept if (x.start or "") > (p.start or "")),
                key=lambda x: x.start or "",
            )
            if other := next((x for x in later if x.employer != p.employer), None):
                close_at(p, other)
    return kept
