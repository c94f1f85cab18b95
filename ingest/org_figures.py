"""Figures at one organisation and in some of the record's positions: full-time years at it
and what it owns (`years_at_<org>`, the current employer's), the year the last position
there ended (`left_<org>`), years managing people; and whether an organisation on the
record is the one asked for (`same_org`, through the catalog)."""

from __future__ import annotations

import re
from datetime import date

from ingest.career_moves import dated_jobs, employer_group
from ingest.figures import (
    Figure,
    current_position,
    experience_years,
    merged_months,
    position_text,
    source_lines,
    span_months,
)
from ingest.industries import IndustryCatalog, positions_of_kind
from ingest.language import STARTUP, has_cjk
from ingest.record import CandidateRecord, Position, org_catalog
from ingest.skills import SkillCatalog


def _years_in(record: CandidateRecord, asked: date, positions: list[Position]) -> Figure:
    """Full-time years in some of the record's positions, overlaps merged as for all."""
    return experience_years(record.model_copy(update={"positions": positions}), asked)


def years_managing(record: CandidateRecord, asked: date) -> Figure:
    """Full-time years in titles that manage people: a manager, a director or above, or a lead
    whose entry says it leads a team ("团队负责人" over "直接管理 12 人") ("10+ yrs as a people
    manager", "带团队5年以上")."""
    managing = {"manager", "director", "executive"}
    at = [
        p
        for p in record.positions
        if managing & (levels := set(p.levels())) or ("lead" in levels and p.leads_team)
    ]
    return _years_in(record, asked, at)


def years_with(skill: str, record: CandidateRecord, asked: date) -> Figure:
    """Full-time years in the positions whose entries name a skill or a domain (the record's
    skill and the employers it was used at): "5+ years of Kubernetes", "asr方向 5年以上"."""
    catalog = SkillCatalog.load()
    named = [*record.skills, *record.domains]
    entry = catalog.get(skill)  # a domain's members count ("chip design": 数字前端设计 too)
    wanted = {skill, *(entry.members if entry is not None else [])}
    places = [u for s in named if wanted & set(catalog.resolve(s.name)) for u in s.used_at]
    # ... or whose title names it ("Brand Marketing Manager", "高级品牌经理": marketing), or
    # whose employer is of the domain's kind ("5+ yrs in games": a game company's years)
    kinds = IndustryCatalog.load()
    at = [
        p
        for p in record.positions
        if any(same_org(p.organisation, u) for u in places)
        or (p.title and wanted & ({m.id for m in catalog.find(p.title)} | catalog.resolve(p.title)))
        or (skill in kinds.items and skill in kinds.of(p))
    ]
    return _years_in(record, asked, at)


def _positions_at(org: str, record: CandidateRecord) -> list[Position]:
    """The positions at an organisation and what it owns (`org`: a catalog id or a name, "_"
    for a space, as `years_at_<org>` and `left_<org>` write it)."""
    name = org.replace("_", " ")  # (a catalog id as itself: "tencent-games" is no name)
    return [
        p
        for p in record.positions
        if org in (p.org_id, *p.parent_ids) or same_org(p.organisation, name)
    ]


def positions_at(
    orgs: tuple[str, ...],
    record: CandidateRecord,
    asked: date,
    *,
    internships: bool = True,
    only_internships: bool = False,
    now: bool = False,
) -> Figure:
    """The positions at any of some organisations and what they own, of the kinds asked
    (with `now`, the one held at the date asked), quoting each one's entry."""
    held = (
        [current_position(record, asked)]
        if now
        else positions_of_kind(record, internships, only_internships)
    )
    there = [q for o in orgs for q in _positions_at(o, record)]  # (once, not per position)
    at = [p for p in held if p is not None and p in there]
    return Figure(
        name="positions at the employers asked",
        value=[p.organisation for p in at],
        text=", ".join(position_text(p) for p in at) or "no position at the employers asked",
        sources=source_lines(at),
    )


def years_at(org: str, record: CandidateRecord, asked: date) -> Figure:
    """Full-time years at an organisation and what it owns."""
    return _years_in(record, asked, _positions_at(org, record))


def industry_experience(industry: str, record: CandidateRecord, asked: date) -> Figure:
    """Full-time years in the positions of an industry, overlaps merged ("5+ years in
    banking", "在药企干满5年": `years_in_healthcare>=5`)."""
    catalog = IndustryCatalog.load()
    return _years_in(record, asked, [p for p in record.positions if industry in catalog.keys_of(p)])


def years_at_current(record: CandidateRecord, asked: date) -> Figure:
    """Full-time years at the employer of the position held at the date asked."""
    p = current_position(record, asked)
    if p is None:
        return Figure(name="years at the current employer", text="no current position")
    return years_at(p.org_id or p.organisation.replace(" ", "_"), record, asked)


def left_at(org: str, record: CandidateRecord, asked: date) -> Figure:
    """The year the last position at an organisation (and what it owns) ended, quoting the
    positions there (`org` as `years_at_<org>` writes it); none while one is still held."""
    del asked
    name = org.replace("_", " ")
    at = _positions_at(org, record)
    ends = [(p.end or p.start or "")[:4] for p in at]
    gone = bool(at) and not any(p.ongoing for p in at) and all(e.isdigit() for e in ends)
    return Figure(
        name=f"left {name}",
        value=float(max(ends)) if gone else None,
        text=", ".join(position_text(p) for p in at) or f"no position at {name}",
        sources=source_lines(at),
    )


def fold(text: str) -> str:
    return re.sub(r"[\s_-]+", " ", text.strip().lower())


def same_org(written: str, asked: str) -> bool:
    """An organisation on the record is the one asked for: the catalog resolves both and
    the record's is the asked one or under it (阿里云 for Alibaba), else the same words."""
    catalog = org_catalog()
    if catalog is not None:
        # `years_at_cmb` asks by the catalog's id, a question by a name ("招行")
        wanted = {asked} if asked in catalog else catalog.resolve(asked)
        if wanted:
            found = {m.id for m in catalog.find(written) if not m.ambiguous}
            if found:
                return any(catalog.within(f, wanted) for f in found)
    folded, target = fold(written), fold(asked)
    if has_cjk(target):  # Chinese has no word boundaries: "青藤云计算" in "青藤云计算有限公司"
        return target.replace(" ", "") in folded.replace(" ", "")  # "美 one" is "美ONE"
    return folded == target or bool(re.search(rf"(?<!\w){re.escape(target)}(?!\w)", folded))


def longest_stint(record: CandidateRecord, asked: date) -> Figure:
    """The most full-time years at one employer and what it owns ("stayed 5+ years at one
    company", "在同一家公司待了5年以上": `longest_stint>=5`), quoting its positions."""
    groups: dict[str, list[Position]] = {}
    for p in record.positions:
        groups.setdefault(employer_group(p), []).append(p)
    best = max(
        (_years_in(record, asked, at) for at in groups.values()),
        key=lambda f: f.value if isinstance(f.value, int | float) else 0,
        default=None,
    )
    if best is None:
        return Figure(name="longest stint", text="no position")
    return best.model_copy(update={"name": "longest stint at one employer"})


def first_position(record: CandidateRecord) -> Position | None:
    """The earliest full-time position with a start (the first job after study)."""
    jobs = dated_jobs(record)
    return jobs[0] if jobs else None


def first_employer(record: CandidateRecord, asked: date) -> Figure:
    """Where the person's career began: the employer of their first full-time position."""
    del asked  # what the CV states
    p = first_position(record)
    return Figure(
        name="first_employer",
        value=p.organisation if p else None,
        text=f"first full-time job: {position_text(p)}" if p else "no dated full-time job",
        sources=source_lines([p] if p else []),
    )


def startups(record: CandidateRecord, asked: date) -> Figure:
    """The employers whose entries call them a startup ("Joined the early-stage startup",
    "GPU 芯片初创公司"), internships included, quoting the line that says it."""
    del asked  # what the CV states
    held = [p for p in record.positions if p.startup and p.kind != "academic appointment"]
    said = [
        s for p in held for s in ([x for x in p.sources if STARTUP.search(x.text)] or p.sources)[:1]
    ]
    return Figure(
        name="startups",
        value=[p.organisation for p in held],
        text=", ".join(position_text(p) for p in held) or "no startup",
        sources=said,
    )


def _mentions(skill: str, name: str) -> bool:
    return skill.strip().lower() == name.strip().lower()


def skill_years(record: CandidateRecord, skill: str, asked: date) -> Figure:
    """Years in the positions (any kind but internships) whose entries mention the skill."""
    places = {u for s in record.skills if _mentions(skill, s.name) for u in s.used_at}
    counted = [
        (p, span)
        for p in record.positions
        if p.organisation in places
        and p.kind != "internship"
        and (span := span_months(p.start, p.end, p.ongoing, asked))
    ]
    years = round(merged_months(s for _, s in counted) / 12, 1)
    listing = ", ".join(position_text(p) for p, _ in counted)
    return Figure(
        name=f"years of {skill}",
        value=years,
        text=f"{years:g} years with {skill}" + (f": {listing}" if listing else ""),
        sources=source_lines(p for p, _ in counted),
    )
