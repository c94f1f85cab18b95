"""Typed figures derived from a `CandidateRecord` and the date of the question.

Plain functions of (record, date): years of full-time experience (overlapping spans merged;
internships, academic appointments and study counted apart; "present" / 至今 at the date
asked), years per skill (from the positions whose entries mention it), the highest completed
degree and a degree in progress, the current employer and title, seniority from titles,
graduation year and school tiers (`ingest/data/school_tiers.yaml`). Each figure says how it
was reached ("7.0 years full-time: Alibaba 2019.07–至今, Tencent 2017.03–2019.06") and cites
the lines behind it.

Months: a span "2019.07–2021.06" counts both months (24 months); a year alone starts in
January and ends in January ("2017–2019" is 24 months); an open end runs to the start of the
month asked (whole months: "2018.01–present" asked on 2024-01-15 is 72 months).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from pydantic import BaseModel, Field

from ingest.language import DEGREE_LEVELS, SENIORITY_LEVELS
from ingest.models import SourceLine
from ingest.record import CandidateRecord, Degree, Position, org_catalog
from ingest.school_tiers import SchoolTiers, school_tiers

# a degree's rank for comparisons: Associate 1 … PhD 4 (0: none)
DEGREE_RANK = {level: len(DEGREE_LEVELS) - i for i, level in enumerate(DEGREE_LEVELS)}


class Figure(BaseModel):
    """A derived value, how it was reached, and the lines behind it."""

    name: str
    value: float | int | str | list[str] | None = None
    text: str = ""
    sources: list[SourceLine] = Field(default_factory=list)


# -- months and spans -------------------------------------------------------------------------


def _month(value: str | None, *, end: bool) -> int | None:
    """A month index (year*12 + month-1); a year alone is January (of the end year for an
    end: exclusive)."""
    if not value:
        return None
    year, _, month = value.partition("-")
    if not year.isdigit():
        return None
    if month.isdigit():
        return int(year) * 12 + int(month) - 1 + (1 if end else 0)
    return int(year) * 12


def _asked_month(asked: date) -> int:
    """The month index of the date asked (the months before it are whole)."""
    return asked.year * 12 + asked.month - 1


def span_months(
    start: str | None, end: str | None, ongoing: bool, asked: date
) -> tuple[int, int] | None:
    """[first, last) month of a span at the date asked (an ongoing one runs to the start of
    the month asked: whole months; a single date, "summer 2016" or "2019", is that month or
    that year); None without a usable start or before it began."""
    first = _month(start, end=False)
    if first is None:
        return None
    now = _asked_month(asked)
    if ongoing:
        last: int | None = now
    elif not end:
        last = first + (1 if "-" in (start or "") else 12)
    else:
        last = _month(end, end=True)
    if last is None:
        return None
    last = min(last, now)
    return (first, last) if last > first else None


def merged_months(spans: Iterable[tuple[int, int]]) -> int:
    """Months covered by spans, overlaps counted once."""
    total, current = 0, None
    for first, last in sorted(spans):
        if current is None or first > current[1]:
            if current is not None:
                total += current[1] - current[0]
            current = [first, last]
        else:
            current[1] = max(current[1], last)
    if current is not None:
        total += current[1] - current[0]
    return total


def _shown(value: str | None, ongoing: bool, zh: bool) -> str:
    if ongoing:
        return "至今" if zh else "present"
    return (value or "?").replace("-", ".")


def position_text(p: Position) -> str:
    zh = any("\u4e00" <= ch <= "\u9fff" for ch in p.organisation)
    span = f"{_shown(p.start, False, zh)}–{_shown(p.end, p.ongoing, zh)}"
    if p.start and p.end is None and not p.ongoing:  # a lone date ("Summer 2015"): no end
        span = _shown(p.start, False, zh)
    return f"{p.organisation} {span}"


def source_lines(items: Iterable[Position | Degree]) -> list[SourceLine]:
    out: list[SourceLine] = []
    for item in items:  # the entry's first line: enough to check it (once, when two share it)
        first = item.cited() if isinstance(item, Position) else item.sources[:1]
        out += [s for s in first if s not in out]
    return out


# -- experience -------------------------------------------------------------------------------

KIND_LABEL = {
    "full-time": "full-time",
    "internship": "as an intern",
    "academic appointment": "in academic appointments",
    "contract": "on contract",
    "part-time": "part-time",
    "freelance": "freelance",
}


WORK_KINDS = ("full-time", "contract", "freelance")  # years of work (interns etc. apart)


def experience_years(
    record: CandidateRecord,
    asked: date,
    kinds: Iterable[str] = WORK_KINDS,
    family: str | None = None,
) -> Figure:
    """Years in positions of the given kinds (of work by default), overlaps merged; with a
    role `family`, only the positions whose title is in it ("3+ years as a data analyst"); a
    family of "a+b" is either ("6+ years in data science or analytics roles")."""
    wanted = set(kinds)
    families = set(family.split("+")) if family else set()
    jobs = wanted == set(WORK_KINDS)  # ... and academic posts that are jobs (a postdoc)
    counted = [
        (p, span)
        for p in record.positions
        if (p.kind in wanted or (jobs and p.academic_job()))
        and (family is None or families & set(p.role_families()))
        and (span := span_months(p.start, p.end, p.ongoing, asked))
    ]
    years = round(merged_months(s for _, s in counted) / 12, 1)
    said = {p.kind for p, _ in counted} or {"full-time"} & wanted or wanted
    label = " / ".join(
        KIND_LABEL.get(k, k) for k in dict.fromkeys([*WORK_KINDS, *sorted(said)]) if k in said
    )
    if family is not None:
        label += f" as {family.replace('+', ' or ')}"
    listing = ", ".join(position_text(p) for p, _ in counted)
    undated = [p.organisation for p in record.positions if p.kind in wanted and p.start is None]
    return Figure(
        name="years" if wanted == set(WORK_KINDS) and family is None else f"years ({label})",
        value=years,
        text=f"{years:g} years {label}"
        + (f": {listing}" if listing else "")
        + (f" (not counted, no dates: {', '.join(undated)})" if undated else ""),
        sources=source_lines(p for p, _ in counted),
    )


# -- degrees ----------------------------------------------------------------------------------


def degree_status(degree: Degree, asked: date) -> str:
    """The degree's status at the date asked: a degree whose (expected) end is still to
    come is in progress."""
    if degree.status == "completed" and degree.end:
        end = _month(degree.end, end=True)
        if end is not None and end > _asked_month(asked) + 1:
            return "in progress"
    return degree.status


def degree_text(d: Degree) -> str:
    name = d.degree_name or d.level or "degree"
    field = f" {d.field}" if d.field else ""
    return f"{name}{field}, {d.school}" + (f" {d.end[:4]}" if d.end else "")


def _highest_with(
    record: CandidateRecord, asked: date, status: str, name: str, shown: str, none: str
) -> Figure:
    """The highest-level degree of one status at the date asked, as a figure."""
    held = [d for d in record.education if d.level and degree_status(d, asked) == status]
    best = max(held, key=lambda d: DEGREE_RANK.get(d.level or "", 0), default=None)
    return Figure(
        name=name,
        value=best.level if best else None,
        text=f"{shown}: {degree_text(best)}" if best else none,
        sources=source_lines([best] if best else []),
    )


def highest_degree(record: CandidateRecord, asked: date) -> Figure:
    return _highest_with(
        record, asked, "completed", "degree", "highest completed degree", "no completed degree"
    )


def degree_in_progress(record: CandidateRecord, asked: date) -> Figure:
    return _highest_with(
        record, asked, "in progress", "degree in progress", "in progress", "no degree in progress"
    )


def highest_held_or_studying(record: CandidateRecord, asked: date) -> Figure:
    """The higher of the highest completed degree and the degree in progress ("硕士及以上，在读
    也算"), quoting the line of the one that is higher."""
    done, studying = highest_degree(record, asked), degree_in_progress(record, asked)
    return studying if _rank(studying) > _rank(done) else done


def _rank(figure: Figure) -> int:
    return DEGREE_RANK.get(figure.value, 0) if isinstance(figure.value, str) else 0


def graduation_year(record: CandidateRecord, asked: date) -> Figure:
    """The year the highest completed degree ended."""
    best = highest_degree(record, asked)
    degree = next(
        (
            d
            for d in record.education
            if d.level == best.value and degree_status(d, asked) == "completed" and d.end
        ),
        None,
    )
    year = int(degree.end[:4]) if degree and degree.end and degree.end[:4].isdigit() else None
    return Figure(
        name="grad_year",
        value=year,
        text=f"graduated {year}: {degree_text(degree)}"
        if degree and year
        else "no graduation year",
        sources=source_lines([degree] if degree else []),
    )


# -- now --------------------------------------------------------------------------------------


def current_position(record: CandidateRecord, asked: date) -> Position | None:
    """The position held at the date asked (full-time before other kinds; the latest
    start first)."""
    now = _asked_month(asked)
    held = []
    for p in record.positions:
        first = _month(p.start, end=False)
        last = now if p.ongoing or not p.end else _month(p.end, end=True)
        if p.ongoing and first is None:
            held.append(p)  # "I am a … at NVIDIA": held now, since when the CV does not say
        elif (
            first is not None
            and last is not None
            and first <= now < max(last, now + 1)
            and (p.ongoing or last > now)
        ):
            held.append(p)
    held.sort(key=lambda p: (p.kind == "full-time", p.start or ""), reverse=True)
    return held[0] if held else None


def current_employer(record: CandidateRecord, asked: date) -> Figure:
    p = current_position(record, asked)
    return Figure(
        name="current_employer",
        value=p.organisation if p else None,
        text=f"currently {p.title + ' at ' if p.title else 'at '}{position_text(p)}"
        if p
        else "no current position",
        sources=source_lines([p] if p else []),
    )


def _same_org(a: Position, b: Position) -> bool:
    """One employer: the same catalog id, or one a unit of the other ("Zebra AI" under
    Yuanfudao), or the same name as written."""
    if a.organisation.strip().lower() == b.organisation.strip().lower():
        return True
    if not (a.org_id and b.org_id):
        return False
    catalog = org_catalog()
    if catalog is None:
        return a.org_id == b.org_id
    return a.org_id in catalog.lineage(b.org_id) or b.org_id in catalog.lineage(a.org_id)


def joined_current(record: CandidateRecord, asked: date) -> Figure:
    """When the person joined their current employer: the start of the unbroken run of
    positions there that ends in the current one (a promotion is no new joining; an earlier
    stint that ended more than three months before the next, or an internship before a
    full-time role, is an earlier stay, not this one)."""
    p = current_position(record, asked)
    first = _month(p.start, end=False) if p else None
    if p is None or first is None:
        return Figure(name="joined", text="no current position with a start")
    run = [p]
    now = _asked_month(asked)
    earlier = [x for x in record.positions if x is not p and _same_org(x, p)]
    for x in sorted(earlier, key=lambda x: x.start or "", reverse=True):
        start = _month(x.start, end=False)
        end = now if x.ongoing or not x.end else _month(x.end, end=True)
        if start is None or end is None or start >= first or end < first - 3:
            continue
        if x.kind == "internship" and p.kind != "internship":
            continue
        run.append(x)
        first = start
    year = first // 12
    return Figure(
        name="joined",
        value=year,
        text=f"joined {p.organisation} in {year}: {position_text(run[-1])}",
        sources=source_lines(reversed(run)),
    )


def seniority(record: CandidateRecord, asked: date) -> Figure:
    """The seniority of the current title (else the latest), from the title vocabulary of
    `ingest.language.seniority`; a title that names no level is "mid". A position whose
    entry says its holder leads a team ("带领 6 人团队") is a lead as well: its levels are
    then both, the title's and "lead" ("Staff Engineer" leading six is staff and a lead); so is
    a compound title ("技术专家（P8）、项目技术负责人": staff and lead)."""
    p = current_position(record, asked) or next((x for x in record.positions if x.title), None)
    if p is None or not (p.title or p.leads_team):
        return Figure(name="seniority", text="no title")
    mid = ["intern" if p.kind == "internship" else "mid"]  # (no title: a lead by its lines)
    levels = (p.levels() or mid) if p.title else []
    lead = p.leads_team and all(SENIORITY_RANK[lv] < SENIORITY_RANK["lead"] for lv in levels)
    levels += ["lead"] if lead else []  # "Senior Engineer" whose entry says "Lead a team of 7"
    led = [s for t in record.teams if lead and p.organisation in t.at for s in t.sources[:1]]
    value: str | list[str] = levels[0] if len(levels) == 1 else levels
    shown = "/".join(levels)
    # the line naming the title ("结构工程师 → 高级结构工程师(2024.01 晋升)"), else the entry's;
    # then the line saying whom they lead, when no title says it (`led`)
    titled = [s for s in p.sources if p.title and p.title in s.text][:1] or source_lines([p])
    return Figure(
        name="seniority",
        value=value,
        text=f"{shown}: {p.title + ', ' if p.title else ''}{position_text(p)}",
        sources=titled + [s for s in led if s not in titled],
    )


def roles(record: CandidateRecord, asked: date) -> Figure:
    """The role families of the current title, else the latest one ("Senior Backend
    Engineer": backend; `ingest.language.roles.ROLE_FAMILIES`). A title that names none
    ("Technical Lead") keeps the family of the title it was promoted from at the same
    employer ("Senior Firmware Engineer": embedded)."""
    p = current_position(record, asked) or next((x for x in record.positions if x.title), None)
    if p is None or not p.title:
        return Figure(name="role", text="no title")
    cited = [p]
    families = p.role_families()
    if not families:
        before = sorted(
            (x for x in record.positions if x is not p and x.title and _same_org(x, p)),
            key=lambda x: x.start or "",
            reverse=True,
        )
        for x in before:
            if (x.start or "") <= (p.start or "") and (families := x.role_families()):
                cited.append(x)
                break
    return Figure(
        name="role",
        value=families,
        text=", ".join(f"{x.title}, {position_text(x)}" for x in cited),
        sources=source_lines(cited),
    )


SENIORITY_RANK = {level: i for i, level in enumerate(SENIORITY_LEVELS)}


# -- school tiers -----------------------------------------------------------------------------


def tiers(
    record: CandidateRecord,
    asked: date,
    table: SchoolTiers | None = None,
    level: str | None = None,
    studying: bool = False,
    unfinished: bool = False,
) -> Figure:
    """The tiers of the schools graduated from by the date asked ("985 毕业"; `studying`:
    "在读也算", `unfinished` too: "没读完的也算"; only admitted: never); with a `level`, that
    level's ("本科985"). A school on no list adds "unlisted" ("硕士不是985" ≠ no master's)."""
    table = table or school_tiers()
    found: list[str] = []
    cited: list[Degree] = []
    kept = ("completed", "in progress", "unfinished")[: 1 + studying + (studying and unfinished)]
    for degree in record.education:
        if degree_status(degree, asked) not in kept:
            continue
        if level is not None:
            if degree.level != level:
                continue
            if not table.of(degree.school, degree.org_id) and "unlisted" not in found:
                found.append("unlisted")
                cited.append(degree)
        names = table.of(degree.school, degree.org_id)
        if names:
            if degree not in cited:
                cited.append(degree)
            found.extend(n for n in [*names, *table.apart(names)] if n not in found)
    shown = {
        f"{d.school} ({'/'.join(table.of(d.school, d.org_id)) or 'unlisted'})": None for d in cited
    }
    listing = ", ".join(shown)
    return Figure(
        name="tier",
        value=found,
        text=listing or "no listed school",
        sources=source_lines(cited),
    )


# -- all of them --------------------------------------------------------------------------------


def figures(record: CandidateRecord, asked: date) -> list[Figure]:
    """Every figure of a record at the date asked (what `cvbot show` prints)."""
    return [
        experience_years(record, asked),
        experience_years(record, asked, ("internship",)),
        experience_years(record, asked, ("academic appointment",)),
        highest_degree(record, asked),
        degree_in_progress(record, asked),
        graduation_year(record, asked),
        current_employer(record, asked),
        seniority(record, asked),
        roles(record, asked),
        joined_current(record, asked),
        tiers(record, asked),
    ]
