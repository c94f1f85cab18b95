"""Degrees told in sentences ("I received my B.Tech in Computer Science from IIT Madras in
2014"), read when the education sections list none; and the education of a CV, either way."""

from __future__ import annotations

import re

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
    return listed_education(regions_, orgs) or prose_education(regions_, orgs)


_AT_SCHOOL = re.compile(rf"(?i:\b(at|from))\s+(?:the\s+)?({NAME_RUN})")
_STUDY_VERB = re.compile(
    r"(?i:\b(?:received|completed|earned|obtained|graduated|finished|hold|holds|got)\b)"
    r"|获得|取得|毕业"
)


def prose_education(
    regions_: list[tuple[str, list[TextLine]]], orgs: OrgFinder
) -> list[EducationItem]:
    """Degrees told in sentences: "I received my B.Tech in Computer Science from IIT Madras
    in 2014", "completed my Ph.D. … at the Georgia Institute of Technology in 2019"."""
    items: list[EducationItem] = []
    for sentence in prose_sentences(regions_):
        if degree_in(sentence) is None or not _STUDY_VERB.search(sentence):
            continue
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
            tail = sentence[m.end() : m.end() + 24]
            year = YEAR.search(tail) or (YEAR.search(sentence) if not items else None)
            years = [int(year.group())] if year else []
            items.append(
                EducationItem(
                    school=clean_employer(name),
                    degree=degree,
                    degree_name=named_degree(clause),
                    field=field_in(clause, name),
                    years=years,
                    end=str(years[0]) if years else None,
                    org_id=orgs(name),
                )
            )
            since = m.end()
    return items
