"""Degrees told in sentences ("I received my B.Tech in Computer Science from IIT Madras in
2014"), read when the education sections list none; and the education of a CV, either way."""

from __future__ import annotations

import re

from ingest.dates import find_spans
from ingest.education_entries import listed_education
from ingest.education_rows import degree_in, field_in
from ingest.entry_fields import OrgFinder, clean_employer
from ingest.language import SCHOOL_WORD, SCHOOL_WORD_MORE, YEAR, named_degree
from ingest.models import EducationItem, TextLine
from ingest.prose_positions import NAME_RUN, prose_sentences


def education_items(
    regions_: list[tuple[str, list[TextLine]]], orgs: OrgFinder
) -> list[EducationItem]:
    """The degrees the education sections list, else those a CV tells in sentences."""
    listed = listed_education(regions_, orgs)
    if listed and not _told_in_sentences(regions_):
        return listed
    # an education section written in sentences ("I hold a Bachelor of Pharmacy from …"):
    # its degrees as the sentences tell them
    return prose_education(regions_, orgs, also=frozenset({"education"})) or listed


# the field a told degree names: "a Bachelor of Pharmacy (B.Pharm)", "the online MSc Health
# Data Science"
_TOLD_FIELD = re.compile(
    r"(?:\b(?:in|of)\s+|\b(?:MSc|MA|BSc|BA|MEng|BEng|MPhil|PhD|MBA)\s+)"
    r"([A-Z][\w&/-]*(?:\s+(?:and\s+|&\s+)?[A-Z][\w&/-]*){0,4})"
)


def _field(clause: str, school: str) -> str | None:
    """The field of a degree told in a sentence; the rows' reading when it gives a short one."""
    found = field_in(clause, school)
    if found and len(found) <= 40 and not re.search(r"\bI\b", found):
        return found
    m = _TOLD_FIELD.search(clause)
    return m.group(1) if m else None


# a first-person sentence: "I hold a …", "In 2023 I enrolled in …"
_FIRST_PERSON = re.compile(
    r"(?:^|[,.]\s)(?:\w+\s+){0,3}?I\s+(?:hold|have|received|completed|"
    r"earned|obtained|graduated|enrolled|studied|started|began|did)\b"
)


def _told_in_sentences(regions_: list[tuple[str, list[TextLine]]]) -> bool:
    """The education section is written in sentences: most of its lines tell in the first
    person."""
    lines = [x.text for kind, xs in regions_ if kind == "education" for x in xs if x.text.strip()]
    told = [t for t in lines if len(t) > 60 and _FIRST_PERSON.search(t)]
    return bool(lines) and 2 * len(told) >= len(lines)


_AT_SCHOOL = re.compile(rf"(?i:\b(at|from))\s+(?:the\s+)?({NAME_RUN})")
_STUDY_VERB = re.compile(
    r"(?i:\b(?:received|completed|earned|obtained|graduated|finished|hold|holds|got|enrolled)\b)"
    r"|获得|取得|毕业"
)
# a degree left without completing it: "… but withdrew in 2024", "left after the first year"
_LEFT = re.compile(
    r"(?i:\b(?:withdrew|dropped\s+out|left\s+(?:the\s+(?:course|programme|program)\s+)?"
    r"(?:after|before|in)|did\s+not\s+(?:finish|complete)|never\s+(?:finished|completed))\b)|"
    r"退学|肄业|未毕业"
)


def prose_education(
    regions_: list[tuple[str, list[TextLine]]],
    orgs: OrgFinder,
    also: frozenset[str] = frozenset(),
) -> list[EducationItem]:
    """Degrees told in sentences: "I received my B.Tech in Computer Science from IIT Madras
    in 2014", "completed my Ph.D. … at the Georgia Institute of Technology in 2019"; one
    enrolled in and left ("… but withdrew in 2024") unfinished."""
    items: list[EducationItem] = []
    for sentence in prose_sentences(regions_, also):
        if degree_in(sentence) is None or not _STUDY_VERB.search(sentence):
            continue
        left = bool(_LEFT.search(sentence))
        # each school takes the degree named since the last one: "my Master's … from USTC
        # in 2023 and Bachelor's degree in … from Hangzhou Dianzi University in 2020"
        since = 0
        for m in _AT_SCHOOL.finditer(sentence):
            name = re.sub(r"(?:\s+(?:in|of|and|the))+$", "", m.group(2)).strip(" .,")
            if not (orgs(name) or SCHOOL_WORD.search(name) or SCHOOL_WORD_MORE.search(name)):
                continue
            clause = sentence[since : m.start()]
            degree = degree_in(clause)
            if degree is None:
                continue
            # the first dates after the school's name, in its sentence ("…, 2012–2016.",
            # "awarded in 2012"): a range's end, or the year; else the sentence's
            after = re.split(r"[.;](?:\s|$)", sentence[m.end() :], maxsplit=1)[0]
            told = [x.end or x.start for x in find_spans(after)]
            said = [t.year for t in told[:1] if t is not None]
            year = YEAR.search(sentence) if not items else None
            years = said or ([int(year.group())] if year else [])
            items.append(
                EducationItem(
                    school=clean_employer(name),
                    degree=degree,
                    degree_name=named_degree(clause),
                    field=_field(clause, name),
                    years=years,
                    end=str(years[0]) if years else None,
                    org_id=orgs(name),
                    unfinished=left,
                )
            )
            since = m.end()
        if since == 0 and (named := _ENROLLED_IN.search(sentence)) and orgs(named["name"]):
            # "I am currently enrolled in the INSEAD Global Executive MBA (…, expected
            # graduation December 2026)": the school's name before its degree, under way
            items.append(_enrolled(sentence, named["name"], orgs))
    return items


# a school's name right before the degree enrolled in: "enrolled in the INSEAD Global
# Executive MBA"
_ENROLLED_IN = re.compile(
    r"\benrolled\s+in\s+(?:the|an?)\s+(?P<name>[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2}?)\s+"
    r"(?:(?:Global|Executive|Online|Part-time|Full-time|International)\s+)*"
    r"(?:MBA|EMBA|MSc|MA|MEng|PhD|Master|Bachelor|BSc|BA)\b"
)


def _enrolled(sentence: str, name: str, orgs: OrgFinder) -> EducationItem:
    """A degree enrolled in, named after its school; in progress, to its expected year."""
    expected = re.search(r"(?i)\b(?:expected|class\s+of)\D{0,30}((?:19|20)\d{2})", sentence)
    years = [int(expected.group(1))] if expected else []
    return EducationItem(
        school=clean_employer(name),
        degree=degree_in(sentence),
        degree_name=named_degree(sentence),
        years=years,
        end=str(years[0]) if years else None,
        ongoing=True,
        org_id=orgs(name),
        unfinished=bool(_LEFT.search(sentence)),
    )
