"""The fields of the `--where` filter language (`ingest.record_filter`), a registry: each
field's type (number, ordered levels, text or organisation) and how to read it from a record at
the date asked (`field_spec` also knows `years_at_<org>`; organisations match by `same_org`)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from functools import partial

from ingest.active_years import ACTIVE_KINDS, active_in, role_years, studying_in
from ingest.degree_fields import degree_fields
from ingest.field_spec import FieldSpec, Value, of_figure, values_of
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
from ingest.industries import (
    current_industries,
    industries,
    industry_roles,
    industry_years,
    moved_into,
)
from ingest.language import ROLE_FAMILIES, degree_level
from ingest.language.spoken import LANGUAGE_LEVELS
from ingest.move_fields import MOVE_FIELDS
from ingest.new_grads import years_since_graduation
from ingest.org_figures import (
    first_position,
    industry_experience,
    left_at,
    longest_stint,
    startups,
    years_at,
    years_at_current,
    years_managing,
    years_with,
)
from ingest.people_led import (
    current_team_size,
    line_managed,
    line_managing,
    most_senior,
    team_size,
)
from ingest.record import CandidateRecord
from ingest.school_ranks import RANK_FIELDS
from ingest.spoken_levels import SPOKEN, spoken_level
from ingest.study_modes import part_time_degrees, study_after_work
from ingest.study_places import ABROAD, country_name, study_countries
from ingest.work_places import city_years, country_years, work_cities, work_countries


def _degree_rank(text: str) -> int | None:
    if text.strip().lower() in ("none", "no", "无"):
        return 0
    level = degree_level(text) or next(
        (lv for lv in DEGREE_RANK if lv.lower() == text.strip().lower()), None
    )
    return DEGREE_RANK.get(level) if level else None


def _seniority_rank(text: str) -> int | None:
    return SENIORITY_RANK.get(text.strip().lower())


def _role_years(family: str, record: CandidateRecord, asked: date) -> list[Value]:
    return values_of(experience_years(record, asked, family=family).value)


def _level_countries(
    level: str | None, record: CandidateRecord, asked: date, completed: bool = False
) -> list[Value]:
    found = values_of(study_countries(record, asked, level, completed).value)
    return [x for c in found for x in (c, country_name(c))]


def _level_tiers(level: str, record: CandidateRecord, asked: date) -> list[Value]:
    return values_of(tiers(record, asked, level=level).value)


FIELDS: dict[str, FieldSpec] = {
    "years": FieldSpec("number", of_figure(experience_years), "years of full-time work"),
    "intern_years": FieldSpec(
        "number",
        lambda r, d: values_of(experience_years(r, d, ("internship",)).value),
        "years of internships",
    ),
    "academic_years": FieldSpec(
        "number",
        lambda r, d: values_of(experience_years(r, d, ("academic appointment",)).value),
        "years of academic appointments",
    ),
    **{
        f"years_as_{f}": FieldSpec("number", partial(_role_years, f), f"full-time years as a {f}")
        for f in ROLE_FAMILIES
    },
    "years_at_current": FieldSpec(
        "number",
        of_figure(years_at_current),
        "full-time years at the current employer and what it owns",
    ),
    "longest_stint": FieldSpec(
        "number",
        of_figure(longest_stint),
        'the most full-time years at one employer ("stayed 5+ years at one company")',
    ),
    "years_managing": FieldSpec(
        "number",
        of_figure(years_managing),
        "full-time years in titles that manage people (a manager, a director or above)",
    ),
    "team_size": FieldSpec(
        "number",
        of_figure(team_size),
        "the most people a line of the CV says the person led or managed",
    ),
    "current_team_size": FieldSpec(
        "number", of_figure(current_team_size), "the most people led in the current position"
    ),
    "degree": FieldSpec(
        "ordered",
        lambda r, d: values_of(highest_degree(r, d).value) or ["none"],
        "highest completed degree (bachelor < master < phd)",
        _degree_rank,
    ),
    "pursuing": FieldSpec(
        "ordered",
        lambda r, d: values_of(degree_in_progress(r, d).value) or ["none"],
        "degree in progress",
        _degree_rank,
    ),
    "part_time_study": FieldSpec(
        "text",
        of_figure(part_time_degrees),
        'schools of degrees studied part-time (`part_time_study~""`: any)',
    ),
    "studied_after_work": FieldSpec(
        "text",
        of_figure(study_after_work),
        'schools of full-time degrees begun after a full-time job ended (`studied_after_work~""`)',
    ),
    "part_time_done": FieldSpec(
        "text",
        lambda r, d: values_of(part_time_degrees(r, d, done=True).value),
        "schools of part-time degrees completed by the date asked",
    ),
    "part_time_studying": FieldSpec(
        "text",
        lambda r, d: values_of(part_time_degrees(r, d, studying=True).value),
        "schools of part-time degrees in progress at the date asked",
    ),
    "status": FieldSpec(
        "text",
        lambda r, d: [degree_status(x, d) for x in r.education],
        "a degree's status: completed, in progress, unfinished, admitted",
    ),
    "school": FieldSpec("org", lambda r, d: [x.school for x in r.education], "any school"),
    "degree_field": FieldSpec(
        "text",
        lambda r, d: list[Value](degree_fields(r, d).value),  # type: ignore[arg-type]
        "the fields of study of the degrees (`degree_field=field-cs`: the skill vocabulary's "
        "field concepts)",
    ),
    "studied_in": FieldSpec(
        "text",
        partial(_level_countries, None),
        "countries of study, by id or name: cn, us, uk, no / Norway, … (ingest/data/"
        "countries.yaml); abroad = outside mainland China",
    ),
    "graduated_in": FieldSpec(
        "text", partial(_level_countries, None, completed=True), "countries of degrees completed"
    ),
    **{
        f"{level.lower()}_studied_in": FieldSpec(
            "text", partial(_level_countries, level), f"countries of the {level.lower()}'s study"
        )
        for level in ("Bachelor", "Master", "PhD")
    },
    "worked_in_country": FieldSpec(
        "text",
        lambda r, d: [
            x for c in values_of(work_countries(r, d).value) for x in (c, country_name(c))
        ],
        "countries worked in, by id or name, from the positions' places (abroad = outside "
        "mainland China)",
    ),
    "worked_in_city": FieldSpec(
        "text",
        lambda r, d: list[Value](work_cities(r, d).value),  # type: ignore[arg-type]
        "the cities the positions' lines name (`worked_in_city=shenzhen`; "
        "ingest/data/countries.yaml)",
    ),
    "work_countries": FieldSpec(
        "number",
        lambda r, d: [len([c for c in values_of(work_countries(r, d).value) if c != ABROAD])],
        "how many countries the positions' places name (`work_countries>=2`: more than one)",
    ),
    "tier": FieldSpec(
        "text",
        of_figure(tiers),
        "985, 211, 双一流, C9, ivy-league, global-top10, global-top50, global-top100; "
        "211-not-985 (per school)",
    ),
    "any_tier": FieldSpec(
        "text",
        lambda r, d: values_of(tiers(r, d, studying=True).value),
        "the tiers of the schools of completed degrees and degrees in progress",
    ),
    "ever_tier": FieldSpec(
        "text",
        lambda r, d: values_of(tiers(r, d, studying=True, unfinished=True).value),
        "the tiers of the schools of every degree studied, unfinished ones included",
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
    "intern_at": FieldSpec(
        "org",
        lambda r, d: [p.organisation for p in r.positions if p.kind == "internship"],
        "any internship's employer",
    ),
    "startup_at": FieldSpec(
        "org",
        of_figure(startups),
        'employers its entries call a startup, internships included (`startup_at~""`: any)',
    ),
    **MOVE_FIELDS,
    **RANK_FIELDS,
    "studying_in": FieldSpec(
        "number",
        studying_in,
        "a calendar year a degree's study touches (`studying_in=2016`: a student then)",
    ),
    **{
        f"{level.lower()}_studying_in": FieldSpec(
            "number",
            partial(studying_in, level=level),
            f"a calendar year the {level.lower()}'s study touches (`phd_studying_in=2020`)",
        )
        for level in ("Bachelor", "Master", "PhD")
    },
    # a calendar year (`worked_in=2019`, `worked_in<2018`) or a half-year
    # (`interned_in_half=2024H2`: "2024年下半年") of full-time work, an internship or an
    # academic appointment ("2020年在高校当老师的": `taught_in=2020`)
    **{
        f"{verb}_in{half}": FieldSpec(
            "text" if half else "number",
            partial(active_in, kind, bool(half)),
            f"a {'half-year' if half else 'calendar year'} of {label}",
        )
        for kind, (verb, label) in ACTIVE_KINDS.items()
        for half in ("", "_half")
    },
    "industry": FieldSpec(
        "text",
        lambda r, d: list(industries(r)),
        "industries of the employers, internships included (`industry=bank`; "
        "ingest/data/industries.yaml)",
    ),
    "employer_industry": FieldSpec(
        "text",
        lambda r, d: list(industries(r, internships=False)),
        "industries of the employers, internships aside",
    ),
    "intern_industry": FieldSpec(
        "text",
        lambda r, d: list(industries(r, only_internships=True)),
        "industries of the employers of internships (`intern_industry=fund`)",
    ),
    "current_industry": FieldSpec(
        "text",
        lambda r, d: list[Value](current_industries(r, d)),
        "industries of the employer at the date asked (`current_industry=semiconductor`)",
    ),
    "current_employer": FieldSpec(
        "org",
        lambda r, d: [p.organisation] if (p := current_position(r, d)) else [],
        "the employer at the date asked",
    ),
    "first_employer": FieldSpec(
        "org",
        lambda r, d: [p.organisation] if (p := first_position(r)) else [],
        'the employer of the first full-time position ("started their career at Huawei")',
    ),
    "title": FieldSpec(
        "text",
        lambda r, d: [p.title] if (p := current_position(r, d)) and p.title else [],
        "the current title",
    ),
    "any_title": FieldSpec("text", lambda r, d: [p.title for p in r.positions], "any title"),
    "current_kind": FieldSpec(
        "text",
        lambda r, d: [p.kind] if (p := current_position(r, d)) else [],
        "the kind of the position held at the date asked (`current_kind=freelance`)",
    ),
    "kind": FieldSpec("text", lambda r, d: [p.kind for p in r.positions], "a position's kind"),
    "seniority": FieldSpec(
        "ordered",
        of_figure(seniority),
        "seniority of the current title (junior < mid < senior < staff < lead < manager …)",
        _seniority_rank,
    ),
    "max_seniority": FieldSpec(
        "ordered",
        of_figure(most_senior),
        "the most senior level of any title, at any time (a lead where a line says so)",
        _seniority_rank,
    ),
    "line_managed": FieldSpec(
        "ordered",
        of_figure(line_managed),
        "the most senior level with direct reports, at any time (a line that says so, or a "
        "manager's title or above)",
        _seniority_rank,
    ),
    "line_managing": FieldSpec(
        "ordered",
        of_figure(line_managing),
        "the level with direct reports in the current position (a line under it that says "
        "so, or a director's title or above)",
        _seniority_rank,
    ),
    "role": FieldSpec(
        "text",
        of_figure(roles),
        "role family of the current (else latest) title: backend, data-analyst, "
        "product-manager, hardware, embedded, ml, researcher, sre, …",
    ),
    "any_role": FieldSpec(
        "text",
        lambda r, d: [f for p in r.positions for f in p.role_families()],
        "role family of any title",
    ),
    "joined": FieldSpec(
        "number",
        of_figure(joined_current),
        "the year the person joined their current employer (promotions are no joining)",
    ),
    "years_since_grad": FieldSpec(
        "number",
        of_figure(years_since_graduation),
        "years since the latest degree ended (completed or in progress; < 0: still to come)",
    ),
    "grad_year": FieldSpec(
        "number",
        of_figure(graduation_year),
        "year of the highest degree",
    ),
    "class_of": FieldSpec(
        "number",
        lambda r, d: [
            d.year - v
            for v in values_of(years_since_graduation(r, d).value)
            if v is not None and not isinstance(v, str)
        ],
        'the year the latest degree ends, completed or in progress ("2027届" is `class_of=2027`)',
    ),
    "skill": FieldSpec("text", lambda r, d: [s.name for s in r.skills], "a listed skill"),
    "language": FieldSpec("text", lambda r, d: [x.name for x in r.languages], "a language"),
    "name": FieldSpec("text", lambda r, d: [r.name, *r.aliases], "the person's names"),
}


# `<prefix><key>` fields: the figure of the key (an organisation as `years_at_` writes it,
# a skill id, an industry id), its one value
_PREFIXED: dict[str, tuple[Callable[[str, CandidateRecord, date], Figure], str]] = {
    "years_with_": (years_with, "full-time years in positions whose entries name {}"),
    "years_at_": (years_at, "full-time years at {} and what it owns"),
    "years_in_": (industry_experience, "full-time years in positions in {} (industries.yaml)"),
    "left_": (left_at, "the year the last position at {} ended"),
}

# ... and of calendar years: every year a position in the key covers
_YEARS_IN: dict[str, tuple[Callable[[str, CandidateRecord, date], list[int]], str]] = {
    "industry_years_": (industry_years, "calendar years of a position in {} (industries.yaml)"),
    "city_years_": (city_years, "calendar years of a position in {} (countries.yaml)"),
    "country_years_": (country_years, "calendar years of a position in the country {}"),
    "fulltime_country_years_": (partial(country_years, full_time=True), "… full-time there"),
    "role_years_": (role_years, "calendar years of a position whose title is a {}"),
    "title_years_": (
        lambda w, r, d: role_years(f"title:{w}", r, d),
        'calendar years of a position whose title holds "{}"',
    ),
}


def field_spec(name: str) -> FieldSpec | None:
    """The field a name says: one of `FIELDS`, `years_at_<org>` (`years_at_bytedance>=2`),
    `years_with_<skill>` (`years_with_kubernetes>=5`), `level_<language>`, `left_<org>`
    (`left_huawei<=2019`), `industry_years_<industry>` or `city_years_<city>` (`=2019`),
    `role_in_<industry>` (`role_in_bank=product-manager`: the title held there) or
    `moved_into_<industry>` (`moved_into_education=teacher`)."""
    if name in FIELDS:
        return FIELDS[name]
    either = name[len("years_as_") :].split("+") if name.startswith("years_as_") else []
    if len(either) > 1 and all(f in ROLE_FAMILIES for f in either):  # years_as_a+b: either
        key = name[len("years_as_") :]
        return FieldSpec(
            "number", partial(_role_years, key), f"full-time years as a {' or '.join(either)}"
        )
    if name.startswith("role_in_") and (key := name[len("role_in_") :]):
        read = partial(lambda k, r, d: list[Value](industry_roles(k, r, d)), key)
        return FieldSpec("text", read, f"role families of titles in {key}")
    if name.startswith("moved_into_") and (key := name[len("moved_into_") :]):
        read = partial(lambda k, r, d: values_of(moved_into(k, r, d).value), key)
        return FieldSpec("text", read, f"role families held before a move into {key}")
    for prefix, (figure, says) in _PREFIXED.items():
        if name.startswith(prefix) and len(name) > len(prefix):
            key = name[len(prefix) :]
            read = partial(lambda f, k, r, d: values_of(f(k, r, d).value), figure, key)
            return FieldSpec("number", read, says.format(key.replace("_", " ")))
    for prefix, (years, says) in _YEARS_IN.items():  # every calendar year of a position
        if name.startswith(prefix) and len(name) > len(prefix):
            key = name[len(prefix) :]
            read = partial(lambda f, k, r, d: [float(y) for y in f(k, r, d)], years, key)
            return FieldSpec("number", read, says.format(key))
    if name.startswith("level_") and (language := SPOKEN.get(name[len("level_") :])):
        return FieldSpec(
            "ordered",
            partial(spoken_level, language),
            f"how well {language} is spoken ({' < '.join(LANGUAGE_LEVELS)})",
            lambda text: LANGUAGE_LEVELS.index(text) if text in LANGUAGE_LEVELS else None,
        )
    return None
