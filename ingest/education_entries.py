"""Education entries (school, degree, field, dates) read line by line from the education
sections: an entry is anchored on the line that names a school."""

from __future__ import annotations

import re
from itertools import pairwise

from ingest.dates import find_span
from ingest.education_rows import (
    STILL_STUDYING,
    degree_in,
    degree_rows,
    field_in,
    line_value,
    next_row,
    own_lines,
    row_dates,
    row_item,
    school_id,
)
from ingest.entry_blocks import table_furniture
from ingest.entry_fields import (
    TABLE_HEAD,
    OrgFinder,
    clean_employer,
    is_cjk,
    is_place,
    labelled,
    name_like,
    remove_dates,
    short_line,
    split_fields,
    strip_bullet,
    without_brackets,
)
from ingest.language import (
    ADMITTED,
    CERTIFICATION,
    DEGREE_PATTERNS,
    HOSPITAL_AFTER,
    INDEPENDENT_COLLEGE_AFTER,
    INTERNED,
    NON_DEGREE,
    NOT_COMPLETED,
    NOT_EMPLOYMENT,
    ORG_WORD,
    PROVINCES_ZH,
    ROLE_WORD,
    SCHOOL_WORD,
    SCHOOL_WORD_MORE,
    WORK_CUE,
    degree_acronym,
    degree_level,
    is_date_only,
    named_degree,
)
from ingest.language.cues import PART_TIME_STUDY
from ingest.language.orgwords import INDEPENDENT_COLLEGE_BEFORE_EN, independent_college_named
from ingest.models import EducationItem, SourceLine, TextLine
from ingest.record import org_catalog

# a stay at another school than the entry's: "Exchange semester at Sciences Po", "赴…交换"
_STAY_ELSEWHERE = re.compile(r"(?:\b(?:at|in)\s+[A-Z])|(?:赴|在)\S{2,20}?(?:交换|访学)")
_AWARD = re.compile(r"奖|竞赛|比赛|(?i:scholarship|award|prize|honou?r|fellowship|competition)")
# ("Università degli Studi di Padova", "Technische Universität München": small words)
_NAME_LINK = r"(?:of|and|the|for|de|di|degli|della|delle|del|des|du|da|do|dos|das|für|zu)"
_SCHOOL_NAME_EN = re.compile(
    rf"(?:\b[A-Z][\w&.'-]*\s+(?:(?:{_NAME_LINK}|&)\s+)?){{0,6}}"
    r"(?:\b[A-Z][a-zäöüß]{1,11}(?=Universit|hochschule))?"  # "FernUniversität", "Fachhochschule"
    r"(?:University|College|Institute|School|Academy|Universit\w+|hochschule)\b"
    # ("University of St. Thomas": an abbreviation's full stop)
    # (not a status after the name: "University of Reading In progress; expected 2027")
    rf"(?:\s+(?:(?:St|Mt|Ft|Ste)\.(?=\s)|&(?=\s+[A-Z])|(?!(?-i:In\s+progress|Expected|Ongoing|"
    rf"Completed|Graduated|Withdrew|Upper|Lower|First|Second|Distinction|Merit)\b)"
    rf"(?:{_NAME_LINK}|at|[A-Z][\w&.'-]*)\b))*"
)
_SUB_UNIT = re.compile(
    r"(?i)^(?:school|college|department|faculty|institute)\s+of\b|^[\u4e00-\u9fff]{2,8}(?:学院|系)$|"
    # "The Wharton School, University of Pennsylvania": a school named before its university
    r"^(?:the\s+)?(?-i:[A-Z][\w'&.-]*)(?:\s+(?-i:[A-Z][\w'&.-]*)){0,3}\s+(?:school|college)"
    r"(?:\s+of\s+(?:business|management|law|engineering|medicine))?$"
)
_SCHOOL_ZH = re.compile(
    r"[\u4e00-\u9fff]{2,24}?(?:大学|学院|学校|研究所|研究院|中学|科学院)"
    r"(?:[\u4e00-\u9fff]{0,12}?(?:研究所|研究院|学院|分校))?"
)
_SCHOOL_LEAD = re.compile(
    r"^(?:就读于|毕业于|于|在|[\u4e00-\u9fff]{0,12}(?:本科|硕士|博士)[,，]?就读于)"
)


# a school known by its acronym, maybe with its city, beside a degree on the same line
_ACRONYM_SCHOOL = re.compile(r"[A-Z]{3,8}(?:-[A-Z]{3,8})?(?:\s+[A-Z][a-z]+){0,2}")  # ISAE-SUPAERO
_FIELD_ACRONYMS = {"ECE", "EECS", "CSE", "HCI", "NLP", "MIS", "CST", "STEM", "GPA", "CGPA"}


# a college named after its place: a school of its own ("浙江传媒学院", "中央美术学院"), not a
# school of the university above it ("管理学院")
_PLACE_COLLEGE = re.compile(
    rf"^(?:{'|'.join(PROVINCES_ZH)}|中央|中国|"
    r"南京|杭州|广州|深圳|武汉|成都|西安|哈尔滨|沈阳|大连|青岛|厦门|苏州|宁波|长沙|郑州|济南|合肥)"
    r"[\u4e00-\u9fff]{1,6}学院$"
)


def _independent_college(name: str) -> bool:
    """A college named after a university but apart from it ("东南大学成贤学院"), or after its
    place ("浙江传媒学院")."""
    _, university, rest = name.partition("大学")
    return bool(_PLACE_COLLEGE.match(name)) or (
        bool(university) and bool(INDEPENDENT_COLLEGE_AFTER.match(rest))
    )


def _school_with_campus(text: str, orgs: OrgFinder) -> str | None:
    """A catalog school whose name the field splitter cuts in two: "University of
    California, Berkeley", "The University of Texas at Austin", "WHU – Otto Beisheim School
    of Management" (not Wuhan University's WHU)."""
    segs = split_fields(remove_dates(text))
    for a, b in pairwise(segs):
        for glue in (", ", " at ", " - ", " – "):
            joined = f"{a.strip()}{glue}{b.strip()}"
            named = SCHOOL_WORD.search(b if glue.strip() in "-–" else a)
            if joined in text and named and (found := orgs(joined)) is not None:
                if found != orgs(a):
                    return clean_employer(joined)
    return None


# a credential that is no degree, on the line above its school ("Professional Diploma in …")
_CREDENTIAL = re.compile(r"(?i:\bdiploma\b|\bcertificate\b)|文凭|结业证书")

_BRACKETED = re.compile(r"[(（]([^()（）]*)[)）]")


# a note of leaving in brackets: "(left in 2022 to join Microsoft Research)" names no school
_LEFT_NOTE = re.compile(
    r"[(（]\s*(?:left|dropped|withdrew|quit|moved|to\s+join|离开|退学)[^()（）]*[)）]"
)


def _school_in(text: str, orgs: OrgFinder) -> str | None:
    text = _LEFT_NOTE.sub(" ", text)
    if college := independent_college_named(text):  # "Tan Kah Kee College, Xiamen University"
        return college
    if (field := labelled(text)) is not None:  # "School Name: …", "Degree: …"
        return clean_employer(field[1]) if field[0] == "school" else None
    degree = any(p.search(text) for _, p in DEGREE_PATTERNS)
    if ADMITTED.search(text) or CERTIFICATION.search(without_brackets(text) if degree else text):
        return None  # an admission or a certification (not a track: "BA (ACCA direction)")
    if (whole := _school_with_campus(text, orgs)) is not None:
        return whole
    # a school of a university after it ("School of X, Peking University", "软件学院 — 某大学")
    segments = sorted(
        split_fields(remove_dates(text)),
        key=lambda seg: bool(_SUB_UNIT.match(seg.strip()) and not orgs(seg)),
    )
    for seg in segments:
        if _AWARD.search(seg):
            continue  # "全国大学生…竞赛二等奖", "Dean's scholarship, X University"
        if is_cjk(seg) and (m := _SCHOOL_ZH.search(seg)):
            if HOSPITAL_AFTER.match(seg, m.end()):
                continue  # "复旦大学附属华山医院": a hospital named after the university
            school = _SCHOOL_LEAD.sub("", m.group())
            for _, pattern in DEGREE_PATTERNS:
                school = pattern.sub("", school)
            acronym = re.match(r"\s*[(（]([A-Za-z]{2,10})[)）]", seg[m.end() :])
            school = school.strip() + (f" ({acronym.group(1)})" if acronym else "")
            return school.strip() or None
        known = orgs(seg) is not None
        if known and _a_school(orgs(seg)) and name_like(without_brackets(seg)):
            return clean_employer(seg)  # "ETH Zurich 2020 – 2022": a school the catalog knows
        if (
            degree
            and known
            and name_like(without_brackets(seg))  # "Georgia Tech (OMSCS)"
            and not any(p.search(seg) for _, p in DEGREE_PATTERNS)
        ):
            return clean_employer(seg)  # "PhD, Physics, EVU, 2020 – 2024": a known acronym
        if (
            SCHOOL_WORD.search(seg)
            or SCHOOL_WORD_MORE.search(seg)
            or (known and ORG_WORD.search(seg))
        ):
            lead = re.match(r"(?i)^.*?\b(?:in|at|from)\s+(?=[A-Z])", seg)
            # ("Slovak University of Technology in Bratislava": the school's own place)
            school = seg[lead.end() :] if lead and not SCHOOL_WORD.search(lead.group()) else seg
            for _, pattern in DEGREE_PATTERNS:
                school = pattern.sub(" ", school)
            name = _SCHOOL_NAME_EN.search(school)
            if name:
                found = re.sub(r"\b(\w+)\s+\1$", r"\1", name.group())  # "… Bologna Bologna"
                the = found.find("The ")
                acronym = re.match(r"\s*[(（]([A-Z][A-Za-z]{1,9})[)）]", school[name.end() :])
                found = found[the:] if the > 0 else _catalog_tail(found, orgs)
                return clean_employer(found + (f" ({acronym.group(1)})" if acronym else ""))
            if not any(p.search(seg) for _, p in DEGREE_PATTERNS):
                return clean_employer(school) or None
    if degree:  # "2015–2017 · INSEAD · MBA", "B.Sc. Media Informatics, HTW Berlin, 2012 – 2015"
        # ("M.S. in CS (OMSCS, part-time)": a programme's letters beside its mode of study)
        programmes = [b for b in _BRACKETED.findall(text) if PART_TIME_STUDY.search(b)]
        for seg in split_fields(remove_dates(text)):
            seg = seg.strip()
            if any(seg in b for b in programmes):
                continue
            if (
                _ACRONYM_SCHOOL.fullmatch(seg)
                and seg.split()[0] not in _FIELD_ACRONYMS
                and not any(p.search(seg) for _, p in DEGREE_PATTERNS)
                and not degree_acronym(seg, text)
                and not named_degree(seg)  # "公共卫生硕士（MPH，在职）": the degree's name
            ):
                return seg
    return None


def _a_school(org_id: str | None) -> bool:
    catalog = org_catalog()
    return bool(org_id and catalog is not None and catalog.kind(org_id) == "school")


def _lone_name_by_degree(texts: list[str], i: int, orgs: OrgFinder) -> str | None:
    """A line that is only a name the catalog knows, and maybe where it is ("INSEAD
    Singapore / Fontainebleau"), right above or below a degree line: that name."""
    t = texts[i].strip()
    near = [texts[j] for j in (i - 1, i + 1) if 0 <= j < len(texts)]
    if degree_in(t) or not any(map(degree_in, near)):
        return None
    words = t.split()
    for k in range(len(words), 0, -1):
        head, tail = " ".join(words[:k]), re.sub(r"\s*/\s*", ", ", " ".join(words[k:]))
        if name_like(head) and orgs(head) is not None and (not tail or is_place(tail)):
            return clean_employer(head)
    return None


def _catalog_tail(name: str, orgs: OrgFinder) -> str:
    """The catalog school a name ends with, when the name is none: "CS Dept Fudan University"."""
    if orgs(name) is not None:
        return name
    words = name.split()
    if any(INDEPENDENT_COLLEGE_BEFORE_EN.search(" ".join(words[:k]) + " ") for k in range(2, 5)):
        return name  # "Nanfang College of Sun Yat-sen University": another school
    for k in range(1, len(words) - 1):
        if orgs(tail := " ".join(words[k:])) is not None:
            return tail
    return name


def split_glued_degrees(region: list[TextLine], orgs: OrgFinder) -> list[TextLine]:
    """The region with each line that holds two degrees, the second after the first one's
    dates and with its own school and dates ("M.S. …, Fudan University (09/2022 - 06/2025
    Expected) B.S. …, Fudan University (09/2018 - 06/2022)", a PDF's run-on line), cut in
    two (both halves keep the line's number, for quotes)."""
    out: list[TextLine] = []
    for line in region:
        text = line.text
        first = find_span(text)
        cut = None
        if first is not None and len(text) <= 300 and degree_level(text[: first.begin]):
            starts = sorted(
                m.start() for _, p in DEGREE_PATTERNS for m in p.finditer(text, first.stop)
            )
            for start in starts:
                rest = text[start:]
                if find_span(rest) is not None and _school_in(rest, orgs) is not None:
                    cut = start
                    break
        if cut is None:
            out.append(line)
            continue
        out.append(line.model_copy(update={"text": text[:cut].rstrip()}))
        out.append(line.model_copy(update={"text": text[cut:]}))
    return out


def _study_lines(regions_: list[tuple[str, list[TextLine]]], orgs: OrgFinder) -> list[TextLine]:
    """Study lines among jobs ("某大学 2019.9~2022.7 专业-研究生") or after a sub-heading ("课程
    项目"): a school and dates, with a degree level on the line or the next one."""
    out: list[TextLine] = []
    for kind, region in regions_:
        if kind not in ("experience", "projects", "other"):
            continue
        for i, line in enumerate(region):
            text = line.text
            after = region[i + 1] if i + 1 < len(region) else None
            degree_after = (
                after is not None and len(after.text) <= 60 and bool(degree_level(after.text))
            )
            if (
                len(text) <= 120
                and (degree_level(text) or degree_after)
                and not ROLE_WORD.search(text)  # "读研期间…在某研究所担任实习生": a job
                and not WORK_CUE.search(text)
                and not INTERNED.search(text)  # "研究生在读期间…在某公司实习": a job
                and not NOT_EMPLOYMENT.search(text)  # a contest, a certification: "KDD Cup …"
                and find_span(text)
                and _school_in(strip_bullet(text), orgs)
            ):
                out.append(line)
                if not degree_level(text) and after is not None:
                    out.append(after)
    return out


def _dated_over(texts: list[str], i: int) -> bool:
    """The line over row `i` is its dates alone ("since 10/2023" / "DBA, …, University")."""
    return i > 0 and is_date_only(texts[i - 1])


def listed_education(
    regions_: list[tuple[str, list[TextLine]]], orgs: OrgFinder
) -> list[EducationItem]:
    items: list[EducationItem] = []
    for kind, region in [*regions_, ("education", _study_lines(regions_, orgs))]:
        if kind != "education":
            continue
        region = split_glued_degrees(region, orgs)
        texts = [strip_bullet(x.text) for x in region]
        schools: dict[int, str] = {}
        for i, t in enumerate(texts):
            school = _school_in(t, orgs) if len(t) <= 200 and not table_furniture(t) else None
            if school and TABLE_HEAD.match(school):
                school = None
            if school is None:  # a table cell "HEC Paris" beside "MSc in …"
                school = _lone_name_by_degree(texts, i, orgs)
            if school is None or (NOT_EMPLOYMENT.search(t) and not degree_in(t)):
                continue  # ("Finalist, 2017 Fudan University FinTech Hackathon": a contest)
            above = next((j for j in (i - 1, i - 2) if j in schools), None)
            if (
                (_SUB_UNIT.match(school) or (f"({school})" in t and degree_in(t)))  # "BA, Finance
                # (Antai College of …)" under its university
                and not _independent_college(school)  # "中山大学南方学院": a school of its own
                and above is not None
                # two dated rows: two entries (the one above dated on the line over it too)
                and not (find_span(t) and (find_span(texts[above]) or _dated_over(texts, above)))
            ):
                continue  # "硕士 计算机系统结构 计算机学院" under its university
            schools[i] = school
        order = sorted(schools)
        # a table or list whose dates come before the school ("2014.9-2017.6 / 某大学 / …")
        # ... or before the degree above the school ("2020 – 2022 / MSc … / University of …")
        dates_first = bool(order) and row_dates(texts, order[0], schools) is not None
        # each degree on the line above its school ("B.Sc. in computer science" / "School of
        # EECS, Peking University, 2018-2022"): a degree line under a school is the next one's
        degree_first = len(order) >= 2 and all(
            i > 0
            and i - 1 not in schools
            and (degree_in(texts[i - 1]) or _CREDENTIAL.search(texts[i - 1]))
            and short_line(texts[i - 1])
            for i in order
        )
        for n, i in enumerate(order):
            later = order[n + 1] if n + 1 < len(order) else len(texts)
            context = [i] + [
                j
                for j in range(i + 1, min(later, i + 5))
                # a long line right under the school that opens with its degree ("Laurea
                # Magistrale (MSc), double degree with …, Computer Science, 2013 – 2015")
                if short_line(texts[j])
                or (j == i + 1 and degree_in(texts[j][:40]))
                # a degree row with its own dates ("专业|Major · 硕士|Master · 2012.09 - 2015.06")
                or (
                    j == i + 1
                    and len(texts[j]) <= 200
                    and degree_in(texts[j])
                    and find_span(texts[j])
                )
            ]
            if degree_first:
                context = [j for j in context if j <= i or not degree_in(texts[j])]
            # the lines that may say it was not finished (a degree above its school: to the next's)
            top, own_end = i - degree_first, min(later - (degree_first and later in schools), i + 4)
            if dates_first and later < len(texts) and (nxt := row_dates(texts, later, schools)):
                context = [j for j in context if j < nxt]  # the next row's dates are its own
                own_end = min(own_end, nxt)  # ... and so is its "MBA (not completed)"
            # a row of its own below, with its own dates first, is not this row's
            rows_end = next_row(texts, i, later) if dates_first or find_span(texts[i]) else later
            own_end = min(own_end, rows_end)
            context = [j for j in context if j <= i or j < rows_end]
            dated = [i, *range(i + 1, min(later, i + 9))]  # dates may follow the details
            if degree_first:  # "M.S. … | 2023 – present" / "Georgia Tech | Remote": the
                # degree line above holds the dates; a degree line below is the next entry's
                dated = [i - 1, i, *(j for j in dated[1:] if not degree_in(texts[j]))]
            if (
                i > 0
                and i - 1 not in schools
                and short_line(texts[i - 1])
                and degree_in(texts[i - 1])
                and not any(degree_in(texts[j]) for j in context)
                and (degree_first or i - 2 not in schools or not find_span(texts[i]))
            ):  # (a dated school's line heads its entry: the degree above is the one above's)
                context.append(i - 1)  # "Master of Science" on the line above the school
            degree_line = next((texts[j] for j in context if degree_in(texts[j])), "")
            major = next(
                (f[1] for j in context if (f := labelled(texts[j])) and f[0] == "major"), None
            )
            span = next(
                (
                    sp
                    for j in dated
                    if len(texts[j]) <= 200 and (sp := find_span(line_value(texts[j])))
                ),
                None,
            )
            own = find_span(texts[i])  # ("2009 – 2013 B.A. …, <University>": its own first)
            own_first = own is not None and own.begin == 0 and own.start is not None
            if dates_first and not own_first and (row := row_dates(texts, i, schools)) is not None:
                span = find_span(texts[row])
            elif dates_first and not find_span(texts[i]):
                span = None  # the dates below belong to the next row
            if span is not None and not span.ongoing:
                tail = " ".join(line_value(texts[j]) for j in own_lines(texts, sorted(context)))
                span.ongoing = bool(STILL_STUDYING.search(tail))
            if span is not None and span.start and span.end is None and not span.ongoing:
                span.start, span.end = None, span.start  # "B.Eng. …, 2016": the year it ended
            school = schools[i]
            rows = degree_rows(texts, context, i)
            # "Fudan University" / "• Ph.D …, 2021 - now" / "• B.Sc. …, 2017 - 2021"
            if len(rows) >= 2:
                items.extend(row_item(region, texts, i, j, school, orgs) for j in rows)
                continue
            stays = [
                texts[j] for j in range(i, max(rows_end, i + 1)) if NON_DEGREE.search(texts[j])
            ]
            # a stay at another school ("Exchange semester at Lumiere", "Exchange term: U of T")
            tails = [t[m.start() :] for t in stays if (m := NON_DEGREE.search(t))]
            far = [t for t in tails if _school_in(t, orgs) not in (None, school)]
            gone = [t for t in tails if (_STAY_ELSEWHERE.search(t) or t in far) and school not in t]
            if stays and not (degree_line and len(gone) == len(stays)):
                continue  # "Exchange semester (non-degree)", "交换生": a stay, no degree
            items.append(
                EducationItem(
                    school=school,
                    degree=degree_in(degree_line) if degree_line else None,
                    degree_name=named_degree(degree_line) if degree_line else None,
                    unfinished=bool(NOT_COMPLETED.search(" ".join(texts[top:own_end]))),
                    field=major or field_in(line_value(degree_line or texts[i]), school),
                    years=span.years if span else [],
                    start=str(span.start) if span and span.start else None,
                    end=str(span.end) if span and span.end else None,
                    # "M.Sc. in Electronics (part-time, in progress), NUS": no dates, still studying
                    ongoing=bool(span.ongoing if span else STILL_STUDYING.search(degree_line)),
                    org_id=school_id(orgs, school, [texts[j] for j in sorted(context)]),
                    sources=[SourceLine(line=k) for j in sorted(context) if (k := region[j].n)],
                    extent=[x for x in (region[i].n, region[rows_end - 1].n) if x is not None],
                )
            )
    return items
