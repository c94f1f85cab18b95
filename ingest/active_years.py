"""The calendar years a candidate held positions of a kind, read from the record's positions:
"anyone interned somewhere in summer 2018", "who was working full-time in 2019", "2020年在实习
的有谁". A position counts for every year its span touches (an ongoing one up to the date
asked); `positions_during` cites the positions of a kind that overlap a period."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from ingest.figures import KIND_LABEL, Figure, position_text, source_lines, span_months
from ingest.record import CandidateRecord, Position
from ingest.record_models import Degree


def position_years(p: Position, asked: date) -> range:
    """The calendar years a position's span touches (an ongoing one up to the date asked)."""
    span = span_months(p.start, p.end, p.ongoing, asked)
    return range(0) if span is None else range(span[0] // 12, (span[1] - 1) // 12 + 1)


def years_active(record: CandidateRecord, asked: date, kinds: Iterable[str]) -> list[int]:
    """Every calendar year a position of the kinds covers, in order."""
    wanted = set(kinds)
    return sorted(
        {y for p in record.positions if p.kind in wanted for y in position_years(p, asked)}
    )


def halves_active(record: CandidateRecord, asked: date, kinds: Iterable[str]) -> list[str]:
    """Every half-year a position of the kinds touches ("2020H1", "2020H2"), in order: "在
    2020年上半年全职工作过的" is `worked_in_half=2020H1`."""
    wanted = set(kinds)
    return sorted(
        {h for p in record.positions if p.kind in wanted for h in position_halves(p, asked)}
    )


def position_halves(p: Position, asked: date) -> set[str]:
    """The half-years a position's span touches ("2020H1"; an ongoing one up to the date
    asked), and the years whose middle months, May to August, it touches ("2023mid")."""
    span = span_months(p.start, p.end, p.ongoing, asked)
    if span is None:
        return set()
    months = range(*span)
    halves = {f"{m // 12}H{1 if m % 12 < 6 else 2}" for m in months}
    return halves | {f"{m // 12}mid" for m in months if 4 <= m % 12 <= 7}


def held_during(p: Position, asked: date, lo: int | None, hi: int | None) -> bool:
    """Whether a position touches a year of lo..hi (None: open)."""
    return any(
        (lo is None or y >= lo) and (hi is None or y <= hi) for y in position_years(p, asked)
    )


def positions_during(
    kinds: tuple[str, ...],
    lo: int | None,
    hi: int | None,
    record: CandidateRecord,
    asked: date,
    *,
    half: str | None = None,
) -> Figure:
    """The positions of the kinds that overlap the years lo..hi (None: open), or the
    half-year `half` ("2020H1"), cited."""
    held = [
        p
        for p in record.positions
        if p.kind in kinds
        and (half in position_halves(p, asked) if half else held_during(p, asked, lo, hi))
    ]
    label = " / ".join(KIND_LABEL.get(k, k) for k in kinds)
    return Figure(
        name=f"positions ({label})",
        value=[p.organisation for p in held],
        text="; ".join(f"{p.title or p.kind}, {position_text(p)}" for p in held)
        or f"no position {label} then",
        sources=source_lines(held),
    )


def _titled(p: Position, role: str) -> bool:
    """A title of the role family, or (a "title:" key) one that holds the words."""
    if role.startswith("title:"):
        return role[len("title:") :].replace("_", " ") in (p.title or "").lower()
    return role in p.role_families()


def role_years(role: str, record: CandidateRecord, asked: date) -> list[int]:
    """Every calendar year a position of the role family covers ("who was a data analyst in
    2021": `role_years_data-analyst=2021`), or of a title holding the words ("an analyst
    title in 2021": `title_years_analyst=2021`, read with the key "title:analyst")."""
    return sorted(
        {y for p in record.positions if _titled(p, role) for y in position_years(p, asked)}
    )


def roles_during(
    roles: tuple[str, ...], lo: int | None, hi: int | None, record: CandidateRecord, asked: date
) -> Figure:
    """The positions of the role families (or title words) asked that overlap lo..hi, cited."""
    held = [
        p
        for p in record.positions
        if any(_titled(p, r) for r in roles) and held_during(p, asked, lo, hi)
    ]
    return Figure(
        name="titles then",
        value=[p.title for p in held],
        text="; ".join(f"{p.title}, {position_text(p)}" for p in held) or "no such title then",
        sources=source_lines(held),
    )


# the kinds of position a year is asked of, each field's verb ("worked_in", "interned_in",
# "taught_in") and what it is called
ACTIVE_KINDS = {
    "full-time": ("worked", "full-time work"),
    "internship": ("interned", "an internship"),
    "academic appointment": ("taught", "an academic appointment"),
}


def active_in(
    kind: str, half: bool, record: CandidateRecord, asked: date
) -> list[float | str | None]:
    """The calendar years (or, with `half`, the half-years) of the positions of a kind."""
    if half:
        return list[float | str | None](halves_active(record, asked, (kind,)))
    return [float(y) for y in years_active(record, asked, (kind,))]


def study_years(degree: Degree, asked: date) -> range:
    """The calendar years a degree's study touches (one in progress up to the date asked, or
    to its expected end when that is sooner)."""
    ongoing = degree.status == "in progress" and not degree.end
    # ("2010 - 2012": a study year alone ends in its summer, so 2012 was a year of study)
    end = f"{degree.end}-06" if degree.end and degree.end.isdigit() else degree.end
    span = span_months(degree.start, end, ongoing, asked)
    return range(0) if span is None else range(span[0] // 12, (span[1] - 1) // 12 + 1)


def studying_during(
    lo: int | None, hi: int | None, record: CandidateRecord, asked: date, level: str = ""
) -> Figure:
    """The degrees (of the `level`, when given) whose study overlaps the years lo..hi (None:
    open), cited: "2016年还在上学的", "2020年那会儿谁在读博"."""
    held = [
        d
        for d in record.education
        if (not level or d.level == level)
        and any((lo is None or y >= lo) and (hi is None or y <= hi) for y in study_years(d, asked))
    ]
    return Figure(
        name="studying",
        value=[d.school for d in held],
        text="; ".join(
            f"{d.level or 'study'}, {d.school} {d.start or ''}–{d.end or ''}" for d in held
        )
        or "no study then",
        sources=[s for d in held for s in d.sources[:1]],
    )


def _studied(d: Degree) -> str:
    return f"{d.level or 'study'}, {d.school} {d.start or ''}–{d.end or ''}"


def studying_in(record: CandidateRecord, asked: date, level: str = "") -> list[float | str | None]:
    """Every calendar year a degree's study (of the `level`, when given) touches
    (`studying_in=2016`, `phd_studying_in=2020`)."""
    degrees = [d for d in record.education if not level or d.level == level]
    return [float(y) for y in sorted({y for d in degrees for y in study_years(d, asked)})]
