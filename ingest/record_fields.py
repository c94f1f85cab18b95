"""The fields of the `--where` filter language (`ingest.record_filter`), a registry: each
field's type (number, ordered levels, text or organisation) and how to read it from a
candidate record at the date asked; `field_spec` also knows `years_at_<organisation>`. An
organisation on the record matches one asked through the catalog (`same_org`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import Literal

from ingest.active_years import years_active
from ingest.career_moves import (
    converted,
    job_changes,
    promoted,
    promoted_now,
    returned_to,
)
from ingest.figures import (
    DEGREE_RANK,
    SENIORITY_RANK,
    Figure,
    current_position,
    degree_in_progress,
    degree_status,
    experience_years,
    graduation_year,
    highest_degree,
    joined_current,
    roles,
    seniority,
    tiers,
)
from ingest.language import (
    ROLE_FAMILIES,
    degree_level,
    has_cjk,
    role_families,
    seniority_levels,
)
from ingest.language.spoken import LANGUAGE_LEVELS, SAME_LANGUAGE, SPOKEN_WORDS
from ingest.new_grads import years_since_graduation
from ingest.people_led import most_senior, team_size
from ingest.record import CandidateRecord, Position, org_catalog
from ingest.study_places import ABROAD, country_name, study_countries
from ingest.work_places import work_countries

Value = float | str | None
FieldType = Literal["number", "ordered", "text", "org"]


@dataclass(frozen=True)
class FieldSpec:
    """One field of the filter language."""

    type: FieldType
    read: Callable[[CandidateRecord, date], list[Value]]
    help: str
    rank: Callable[[str], int | None] | None = None  # ordered fields: a level's rank


def _degree_rank(text: str) -> int | None:
    if text.strip().lower() in ("none", "no", "无"):
        return 0
    level = degree_level(text) or next(
        (lv for lv in DEGREE_RANK if lv.lower() == text.strip().lower()), None
    )
    return DEGREE_RANK.get(level) if level else None


def _seniority_rank(text: str) -> int | None:
    return SENIORITY_RANK.get(text.strip().lower())


def _one(value: Value | list[str]) -> list[Value]:
    if isinstance(value, list):
        return list(value)
    return [] if value is None else [value]


def _role_years(family: str, record: CandidateRecord, asked: date) -> list[Value]:
    return _one(experience_years(record, asked, family=family).value)


def _years_in(record: CandidateRecord, asked: date, positions: list[Position]) -> Figure:
    """Full-time years in some of the record's positions, overlaps merged as for all."""
    return experience_years(record.model_copy(update={"positions": positions}), asked)


def years_managing(record: CandidateRecord, asked: date) -> Figure:
    """Full-time years in titles that manage people: a manager, a director or above ("10+ yrs
    as a people manager", "带团队5年以上")."""
    managing = {"manager", "director", "executive"}
    at = [p for p in record.positions if managing & set(seniority_levels(p.title or ""))]
    return _years_in(record, asked, at)


def _level_countries(level: str, record: CandidateRecord, asked: date) -> list[Value]:
    found = _one(study_countries(record, asked, level).value)
    return [x for c in found for x in (c, country_name(c))]


def _level_tiers(level: str, record: CandidateRecord, asked: date) -> list[Value]:
    return _one(tiers(record, asked, level=level).value)


FIELDS: dict[str, FieldSpec] = {
    "years": FieldSpec(
        "number", lambda r, d: _one(experience_years(r, d).value), "years of full-time work"
    ),
    "intern_years": FieldSpec(
        "number",
        lambda r, d: _one(experience_years(r, d, ("internship",)).value),
        "years of internships",
    ),
    "academic_years": FieldSpec(
        "number",
        lambda r, d: _one(experience_years(r, d, ("academic appointment",)).value),
        "years of academic appointments",
    ),
    **{
        f"years_as_{family}": FieldSpec(
            "number",
            partial(_role_years, family),
            f"years of full-time work with a {family} title",
        )
        for family in ROLE_FAMILIES
    },
    "years_managing": FieldSpec(
        "number",
        lambda r, d: _one(years_managing(r, d).value),
        "full-time years in titles that manage people (a manager, a director or above)",
    ),
    "team_size": FieldSpec(
        "number",
        lambda r, d: _one(team_size(r, d).value),
        "the most people a line of the CV says the person led or managed",
    ),
    "degree": FieldSpec(
        "ordered",
        lambda r, d: _one(highest_degree(r, d).value) or ["none"],
        "highest completed degree (bachelor < master < phd)",
        _degree_rank,
    ),
    "pursuing": FieldSpec(
        "ordered",
        lambda r, d: _one(degree_in_progress(r, d).value) or ["none"],
        "degree in progress",
        _degree_rank,
    ),
    "status": FieldSpec(
        "text",
        lambda r, d: [degree_status(x, d) for x in r.education],
        "a degree's status: completed, in progress, unfinished, admitted",
    ),
    "school": FieldSpec("org", lambda r, d: [x.school for x in r.education], "any school"),
    "studied_in": FieldSpec(
        "text",
        lambda r, d: [x for c in _one(study_countries(r, d).value) for x in (c, country_name(c))],
        "countries of study, by id or name: cn, us, uk, no / Norway, … (ingest/data/"
        "countries.yaml); abroad = outside mainland China",
    ),
    **{
        f"{level.lower()}_studied_in": FieldSpec(
            "text", partial(_level_countries, level), f"countries of the {level.lower()}'s study"
        )
        for level in ("Bachelor", "Master", "PhD")
    },
    "worked_in_country": FieldSpec(
        "text",
        lambda r, d: [x for c in _one(work_countries(r, d).value) for x in (c, country_name(c))],
        "countries worked in, by id or name, from the positions' places (abroad = outside "
        "mainland China)",
    ),
    "work_countries": FieldSpec(
        "number",
        lambda r, d: [len([c for c in _one(work_countries(r, d).value) if c != ABROAD])],
        "how many countries the positions' places name (`work_countries>=2`: more than one)",
    ),
    "tier": FieldSpec(
        "text",
        lambda r, d: _one(tiers(r, d).value),
        "985, 211, 双一流, C9, ivy-league, global-top100; 211-not-985, 双一流-not-211 (per school)",
    ),
    "any_tier": FieldSpec(
        "text",
        lambda r, d: _one(tiers(r, d, studying=True).value),
        "the tiers of the schools of completed degrees and degrees in progress",
    ),
    **{
        f"{level.lower()}_tier": FieldSpec(
            "text",
            partial(_level_tiers, level),
            f"tiers of the completed {level.lower()}'s schools (a school on no list: unlisted)",
        )
        for level in ("Bachelor", "Master", "PhD")
    },
    "employer": FieldSpec(
        "org",
        lambda r, d: [p.organisation for p in r.positions if p.kind != "internship"],
        "any employer (internships aside)",
    ),
    "worked_at": FieldSpec(
        "org", lambda r, d: [p.organisation for p in r.positions], "any employer or internship"
    ),
    "promoted_at": FieldSpec(
        "text",
        lambda r, d: _one(promoted(r, d).value),
        'employers where a later full-time title followed another (`promoted_at~""`: any)',
    ),
    "promoted_now": FieldSpec(
        "text",
        lambda r, d: _one(promoted_now(r, d).value),
        'the current employer, where a later full-time title followed another (`promoted_now~""`)',
    ),
    "returned_to": FieldSpec(
        "text",
        lambda r, d: _one(returned_to(r, d).value),
        'employers left for another and joined again, full-time both times (`returned_to~""`)',
    ),
    "moved_in": FieldSpec(
        "number",
        lambda r, d: [float(y) for y in _one(job_changes(r, d).value) if isinstance(y, str)],
        "years a full-time job began at another employer than the one before (`moved_in=2022`)",
    ),
    "converted_at": FieldSpec(
        "org",
        lambda r, d: _one(converted(r, d).value),
        'employers where an internship became a full-time job (`converted_at~""`: any)',
    ),
    "worked_in": FieldSpec(
        "number",
        lambda r, d: [float(y) for y in years_active(r, d, ("full-time",))],
        "a calendar year of full-time work (`worked_in=2019`, `worked_in<2018`)",
    ),
    "interned_in": FieldSpec(
        "number",
        lambda r, d: [float(y) for y in years_active(r, d, ("internship",))],
        "a calendar year of an internship",
    ),
    "current_employer": FieldSpec(
        "org",
        lambda r, d: [p.organisation] if (p := current_position(r, d)) else [],
        "the employer at the date asked",
    ),
    "title": FieldSpec(
        "text",
        lambda r, d: [p.title] if (p := current_position(r, d)) and p.title else [],
        "the current title",
    ),
    "any_title": FieldSpec("text", lambda r, d: [p.title for p in r.positions], "any title"),
    "kind": FieldSpec("text", lambda r, d: [p.kind for p in r.positions], "a position's kind"),
    "seniority": FieldSpec(
        "ordered",
        lambda r, d: _one(seniority(r, d).value),
        "seniority of the current title (junior < mid < senior < staff < lead < manager …)",
        _seniority_rank,
    ),
    "max_seniority": FieldSpec(
        "ordered",
        lambda r, d: _one(most_senior(r, d).value),
        "the most senior level of any title, at any time (a lead where a line says so)",
        _seniority_rank,
    ),
    "role": FieldSpec(
        "text",
        lambda r, d: _one(roles(r, d).value),
        "role family of the current (else latest) title: backend, data-analyst, "
        "product-manager, hardware, embedded, ml, researcher, sre, …",
    ),
    "any_role": FieldSpec(
        "text",
        lambda r, d: [f for p in r.positions if p.title for f in role_families(p.title)],
        "role family of any title",
    ),
    "joined": FieldSpec(
        "number",
        lambda r, d: _one(joined_current(r, d).value),
        "the year the person joined their current employer (promotions are no joining)",
    ),
    "years_since_grad": FieldSpec(
        "number",
        lambda r, d: _one(years_since_graduation(r, d).value),
        "years since the latest degree ended (completed or in progress; < 0: still to come)",
    ),
    "grad_year": FieldSpec(
        "number", lambda r, d: _one(graduation_year(r, d).value), "year of the highest degree"
    ),
    "skill": FieldSpec("text", lambda r, d: [s.name for s in r.skills], "a listed skill"),
    "language": FieldSpec("text", lambda r, d: [x.name for x in r.languages], "a language"),
    "name": FieldSpec("text", lambda r, d: [r.name, *r.aliases], "the person's names"),
}


def _positions_at(org: str, record: CandidateRecord) -> list[Position]:
    """The positions at an organisation and what it owns (`org`: a catalog id or a name, "_"
    for a space, as `years_at_<org>` and `left_<org>` write it)."""
    name = org.replace("_", " ")
    return [p for p in record.positions if same_org(p.organisation, name)]


def years_at(org: str, record: CandidateRecord, asked: date) -> Figure:
    """Full-time years at an organisation and what it owns."""
    return _years_in(record, asked, _positions_at(org, record))


def _years_at(org: str, record: CandidateRecord, asked: date) -> list[Value]:
    return _one(years_at(org, record, asked).value)


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
        text=", ".join(f"{p.organisation} {p.start or ''}–{p.end or 'now'}" for p in at)
        or f"no position at {name}",
        sources=[x for p in at for x in p.sources[:1]],
    )


def _left_in(org: str, record: CandidateRecord, asked: date) -> list[Value]:
    """`left_huawei<=2019`: the year the last position there ended."""
    return _one(left_at(org, record, asked).value)


def field_spec(name: str) -> FieldSpec | None:
    """The field a name says: one of `FIELDS`, `years_at_<organisation>` (full-time years
    at it and what it owns: `years_at_bytedance>=2`, `years_at_Harbourline_Logistics>=3`) or
    `level_<language>` (how well it is spoken: `level_japanese>=business`) or `left_<org>`
    (the year the last position there ended: `left_huawei<=2019`)."""
    if name in FIELDS:
        return FIELDS[name]
    if name.startswith("years_at_") and len(name) > len("years_at_"):
        org = name[len("years_at_") :]
        return FieldSpec(
            "number", partial(_years_at, org), f"full-time years at {org.replace('_', ' ')}"
        )
    if name.startswith("left_") and len(name) > len("left_"):
        org = name[len("left_") :]
        return FieldSpec(
            "number", partial(_left_in, org), f"the year the last position at {org} ended"
        )
    if name.startswith("level_") and (language := _SPOKEN.get(name[len("level_") :])):
        return FieldSpec(
            "ordered",
            partial(_spoken_level, language),
            f"how well {language} is spoken ({' < '.join(LANGUAGE_LEVELS)})",
            lambda text: LANGUAGE_LEVELS.index(text) if text in LANGUAGE_LEVELS else None,
        )
    return None


_SPOKEN = {name.lower(): name for name in SPOKEN_WORDS.values()}


def _spoken_level(language: str, record: CandidateRecord, asked: date) -> list[Value]:
    """`level_japanese>=business`: the level the record gives a language (Chinese and
    Mandarin are one language)."""
    del asked
    same = SAME_LANGUAGE.get(language, [language])
    return [x.level for x in record.languages if x.name in same and x.level]


def fold(text: str) -> str:
    return re.sub(r"[\s_-]+", " ", text.strip().lower())


def same_org(written: str, asked: str) -> bool:
    """An organisation on the record is the one asked for: the catalog resolves both and
    the record's is the asked one or under it (阿里云 for Alibaba), else the same words."""
    catalog = org_catalog()
    if catalog is not None:
        wanted = catalog.resolve(asked)
        if wanted:
            found = {m.id for m in catalog.find(written) if not m.ambiguous}
            if found:
                return any(catalog.within(f, wanted) for f in found)
    folded, target = fold(written), fold(asked)
    if has_cjk(target):  # Chinese has no word boundaries: "青藤云计算" in "青藤云计算有限公司"
        return target in folded
    return folded == target or bool(re.search(rf"(?<!\w){re.escape(target)}(?!\w)", folded))
