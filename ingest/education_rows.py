"""Degrees read row by row under a school's line: a table read cell by cell ("2014.09–2018.06 /
某大学 / 统计学 / 本科"), a degree and its own dates per line, the level and the field a line
names, and the school's catalog id by its entry's lines."""

from __future__ import annotations

import re

from ingest.city_names import country_names
from ingest.dates import find_span
from ingest.entry_fields import (
    OrgFinder,
    is_place,
    labelled,
    remove_dates,
    short_line,
    split_fields,
)
from ingest.language import (
    ADMITTED,
    DEGREE_OF_NAME,
    DEGREE_PATTERNS,
    NON_DEGREE,
    NOT_COMPLETED,
    SCHOOL_WORD,
    is_date_only,
    named_degree,
)
from ingest.language.degrees import held_degree_levels
from ingest.models import EducationItem, SourceLine, TextLine

# words beside a degree's dates that say it is not finished yet ("2019 – 2025 (expected)")
STILL_STUDYING = re.compile(r"(?i)\bexpected\b|\bpursuing\b|\bin\s+progress\b|在读|预计")


def degree_in(text: str) -> str | None:
    """The highest level the text names as held ("工学硕士。以直博生入学，转为硕士培养，未获得
    博士学位": a master's)."""
    return next(iter(held_degree_levels(text)), None)


# what is left of a degree's segment that names no field ("Ph.D. program", "MSc student")
_NO_FIELD = re.compile(r"(?i)(?:program(?:me)?|candidate|student|degree|course|track|studies)s?")


# how a degree is studied, and its status, with no field: "兼读制", "全日制, 在读", "part-time"
_MODE = (
    r"(?:(?:非)?全日制|兼读制?|在职|统招|脱产|在读|肄业|结业|未完成|(?:已)?退学|授课型|研究型|"
    r"预计(?:\s*\d{0,4}\s*年?\s*毕业)?|"
    r"full[- ]time|part[- ]time|online)"
)
_MODE_ONLY = re.compile(rf"(?i)[(（\s]*{_MODE}(?:[\s,，、/;；]+{_MODE})*[)）\s]*")


def _place_name(text: str) -> bool:
    return is_place(text) or text.strip().lower() in country_names()


def _where(core: str) -> bool:
    """Where a degree was studied: a place, or places of its campuses ("Fontainebleau &
    Singapore": one a place known, each a name of a word or two)."""
    parts = [p for p in re.split(r"\s*(?:&|/|\band\b)\s*", core) if p]
    return _place_name(core) or (
        len(parts) > 1
        and any(_place_name(p) for p in parts)
        and all(re.fullmatch(r"[A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?", p) for p in parts)
    )


def field_in(text: str, school: str) -> str | None:
    if len(school) > 3:  # the school's own words name no field ("… University of Reading")
        text = text.replace(school, " , ")
    stop = r"(?=\s*(?:,|—|–|-\s|\||·|\(|$|\d|\.\s+[A-Z]|\.$|;))"  # "… Technology. Thesis: …"
    m = re.search(rf"\bin\s+([A-Z][A-Za-z &/-]+?){stop}", text) or next(
        (
            x
            for x in re.finditer(rf"\bof\s+([A-Z][A-Za-z &/-]+?){stop}", text)
            # (not a school's own place: "NUS Business School, National University of Singapore")
            if not (
                SCHOOL_WORD.search(re.split(r"[,|]", text[: x.start()])[-1]) and _place_name(x[1])
            )
        ),
        None,
    )
    generic = None  # "Master of Science, Physics": the field is Physics when it is written
    if m:
        found = re.split(
            r"\s+The\s+|\s+(?=(?:University|College|Institute)\b)|\s+(?:at|from)\s+", m.group(1)
        )[0]  # ("Economics at University of Warsaw": Economics)
        found = re.sub(r"\s+(?:at|from|of|in)$", "", found.replace(school, "").strip())
        if found and found not in school:
            if not (m.group().startswith("of") and DEGREE_OF_NAME.fullmatch(found)):
                return found
            generic = found
    segments = split_fields(remove_dates(text))
    if generic is not None:  # only the segment right after the degree's
        at = next((n for n, seg in enumerate(segments) if generic in seg), len(segments))
        segments = segments[at + 1 : at + 2]
    for seg in segments:
        core = seg
        for _, pattern in DEGREE_PATTERNS:
            core = pattern.sub("", core)
        core = re.sub(r"[(（]\s*[)）]|^\s*\((?i:hons?\.?)\)", "", core).strip(" -–—·.")
        if (
            core
            and not _NO_FIELD.fullmatch(core)  # "Ph.D. program, ECE, …": the next one is
            and not _MODE_ONLY.fullmatch(core)  # "MBA（兼读制，在读）": how it is studied
            and core not in school
            and school not in core
            and not SCHOOL_WORD.search(core)
            and not _where(core)  # "University of Victoria, Canada"
            and not re.search(r"(?i)rank|gpa|排名|奖|\d|毕业|退学|学位", core)
            and 2 <= len(core) <= 50
            and not core.startswith(("(", "（"))
            and not core[:1].islower()
        ):
            return core
    return generic


def school_id(orgs: OrgFinder, school: str, lines: list[str]) -> str | None:
    """The school's catalog id; a name two schools share ("Northeastern University") by the
    place its entry's lines name ("Shenyang, China")."""
    for line in lines if school.startswith("College of ") else []:
        at = line.find(school)  # "Guangzhou College of <University>": a college of its own
        if at > 0 and (city := re.search(r"[A-Z][a-z]+\s+$", line[:at])):
            return orgs(line[city.start() : at + len(school)])
    return orgs(school) or orgs(" ".join([school, *lines]))


def next_row(texts: list[str], i: int, end: int) -> int:
    """The first line after `i` (before `end`) that opens a row of its own with its dates:
    "2016.09 - 2017.06 某大学 辅修(未完成)", "2021 Leadership Programme (non-degree), …"."""
    return next((j for j in range(i + 1, end) if (s := find_span(texts[j])) and s.begin == 0), end)


def row_dates(texts: list[str], i: int, schools: dict[int, str]) -> int | None:
    """The date-only line that opens the school's row: right above it, or above the degree
    line above it (a table "Year | Degree | Institution" read cell by cell)."""
    for j in (i - 1, i - 2):
        if j < 0 or j in schools:
            return None
        if is_date_only(texts[j]):
            return j
        if not (short_line(texts[j]) and degree_in(texts[j])):
            return None
    return None


# a school's name in a row, in any of the languages CVs write it ("Instituto Tecnológico de
# Buenos Aires", "Universite de Montreal")
_A_SCHOOL = re.compile(
    r"(?i:\b(?:universit\w*|institut\w*|college|school|academy|polytechnic|politecnico|"
    r"hochschule|[ée]cole|tecnol[oó]gico|polit[eé]cnica)\b)|大学|学院"
)


_NOT_A_DEGREE = re.compile(r"(?i:award|scholarship|prize|thesis|dissertation|gpa)|奖|论文")


def degree_rows(texts: list[str], context: list[int], school_line: int) -> list[int]:
    """The lines under a school that each name a degree and its own dates: one degree each
    (the school's own line too when it names one, "PSU – B.S. …, 2013" over "Part-time MBA
    coursework, 2019 – 2021 (…not completed)")."""
    rows = [
        j
        for j in context
        if j != school_line and degree_in(texts[j]) and find_span(line_value(texts[j]))
    ]
    dated = find_span(line_value(texts[school_line])) is not None
    own = degree_in(texts[school_line]) if dated else None
    # (only beside another degree's row, and not one admitted to or given up: "PhD, 2025 年秋
    # 季入学(尚未入学)" under a school line is no second degree)
    other = [
        j
        for j in rows
        if degree_in(texts[j]) != own
        and not ADMITTED.search(texts[j])
        and not NON_DEGREE.search(texts[j])
        and not re.search(r"放弃|declined|turned\s+down", texts[j], re.I)
        and not _A_SCHOOL.search(texts[j])  # (another school's row: its own entry)
        and not _NOT_A_DEGREE.search(texts[j])  # "硕士国家奖学金（2025）", "硕士论文：…"
    ]
    return [school_line, *rows] if own and other and len(other) == len(rows) else rows


def row_item(
    region: list[TextLine], texts: list[str], i: int, j: int, school: str, orgs: OrgFinder
) -> EducationItem:
    """The degree of one row under its school's line, with the row's own dates."""
    row = line_value(texts[j])
    span = find_span(row)
    assert span is not None  # a row is chosen for its dates
    ongoing = span.ongoing or bool(STILL_STUDYING.search(row))
    if span.start and span.end is None and not ongoing:
        span.start, span.end = None, span.start  # "B.S. …, 2013": the year it ended
    return EducationItem(
        school=school,
        degree=degree_in(row),
        degree_name=named_degree(row),
        unfinished=bool(NOT_COMPLETED.search(row)),
        field=field_in(row, school),
        years=span.years,
        start=str(span.start) if span.start else None,
        end=str(span.end) if span.end else None,
        ongoing=ongoing,
        org_id=school_id(orgs, school, [texts[i], texts[j]]),
        sources=[SourceLine(line=k) for k in (region[i].n, region[j].n) if k],
        extent=[k for k in (region[i].n, region[j].n) if k is not None],
    )


def own_lines(texts: list[str], context: list[int]) -> list[int]:
    """The entry's lines up to the next line that names another degree: "B.S. in <school>,
    2015 - 2019" is not in progress because the "Ph.D …, 2019 - 2025 (Expected)" line under
    it is."""
    own: list[int] = []
    for j in context:
        if own and degree_in(texts[j]) and any(degree_in(texts[k]) for k in own):
            break
        own.append(j)
    return own


def line_value(text: str) -> str:
    """The value of a "Label: value" line ("Dates attended or expected graduation: …" is no
    expected end), else the line."""
    field = labelled(text)
    return field[1] if field is not None else text
