"""`CandidateRecord`: one typed, cited record per person, merged from all their CVs.

Each CV's facts are read once at ingest (`ingest.profile.extract_profile`, stored with the
CV's registry row) with pointers to the verbatim lines they came from; a person's record is
those profiles merged (`Candidate.merged_profile`) and typed here. Every fact carries its
`SourceLine`s (the file's content hash, the line's number among the parsed CV's lines and
its text), so it can be quoted and checked. Figures derived from a record (years of
experience, highest degree, school tier, …) are in `ingest.figures`; the schema is
documented in docs/RECORD.md.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Literal

from ingest.author_lists import author_position, name_variants
from ingest.dates import OPEN_END
from ingest.entry_fields import LEGAL_END, remove_dates
from ingest.entry_location import location_of
from ingest.industry_words import industry_items, words_pattern
from ingest.language import (
    ACADEMIC_ROLE,
    ADMITTED,
    BUSINESS_WORD,
    INDEPENDENT_COLLEGE_AFTER,
    INTERN,
    NOT_PERMANENT,
    RESEARCH_STAFF,
    ROLE_WORD,
    SCHOOL_WORD,
    SELF_EMPLOYED,
    YEAR,
    role_families,
)
from ingest.language.cues import CONVERTED_FROM_INTERN, NOT_ENROLLED
from ingest.language.roles import INSTITUTE_STAFF, LAW_FIRM_RANK
from ingest.language.spoken import LANGUAGE_LEVELS, language_level
from ingest.models import (
    Candidate,
    EducationItem,
    EmploymentItem,
    Profile,
    SourceLine,
)
from ingest.newer_cv import end_superseded, newest_document, settled_degrees
from ingest.orgs import OrgCatalog
from ingest.record_lines import DocumentPointers, LineFact, merge_facts
from ingest.record_models import (
    RECORD_SCHEMA_VERSION,
    CandidateRecord,
    Contact,
    Degree,
    DegreeStatus,
    LineItem,
    Position,
    PositionKind,
    Publication,
    RecordDocument,
    Skill,
    SpokenLanguage,
    Team,
)
from vectorstore.errors import UserFacingError

__all__ = [
    "RECORD_SCHEMA_VERSION",
    "CandidateRecord",
    "Contact",
    "Degree",
    "DegreeStatus",
    "LineItem",
    "Position",
    "PositionKind",
    "Publication",
    "RecordDocument",
    "Skill",
    "SpokenLanguage",
    "Team",
    "build_record",
    "degree_of",
    "org_catalog",
    "position_of",
]


@cache
def org_catalog() -> OrgCatalog | None:
    try:
        return OrgCatalog.load()
    except UserFacingError:
        return None


_UNIT_WORD = re.compile(
    r"(?i:\b(?:team|lab|laboratory|group|department|dept|division|center|centre|institute|"
    r"bu|unit|studio)\b)|实验室|事业群|事业部|研究院|研究所|中心|部门|团队|小组|工作室|[部组]$"
)
_FIELD_SPLIT = re.compile(r"\s*(?:[|｜·•,，;；/]|\s[-–—]\s|\t)\s*")


def _unit_of(item: EmploymentItem, catalog: OrgCatalog | None) -> str | None:
    """A lab or team named with the organisation: the catalog's lab ("Microsoft Research
    Asia" under Microsoft), or what follows the organisation's name and has a unit word
    ("阿里巴巴 达摩院 XG 实验室" → "达摩院 XG 实验室")."""
    if catalog is not None and item.org_id:
        entry = catalog.get(item.org_id)
        if entry is not None and (entry.kind == "lab" or entry.parent):
            return catalog.display(item.org_id)
    if catalog is not None:
        mentions = catalog.find(item.employer)
        if mentions:
            rest = item.employer[mentions[0].end :].strip(" ,，-–—·|()（）")
            if rest and _UNIT_WORD.search(rest):
                return rest
    for source in item.sources:  # "阿里巴巴集团, AI 基础设施部, 资深技术专家 2019.7 - 至今"
        for part in _FIELD_SPLIT.split(remove_dates(source.text)):
            part = part.strip(" ()（）")
            if (
                part
                and part not in (item.employer, item.role)
                and len(part) <= 40
                and _UNIT_WORD.search(part)
                and not ROLE_WORD.search(part)
                and not (catalog is not None and catalog.find(part))
            ):
                return part
    return None


def _long_traineeship(item: EmploymentItem, word: str) -> bool:
    """A trainee's or an apprentice's title held over a year ("Appraiser Trainee · 06/2014 –
    08/2017"): a job learning a trade, not an internship."""
    if not re.fullmatch(r"(?i)trainees?|apprentice\w*", word) or not item.start:
        return False
    end = item.end or (None if not item.ongoing else "9999-12")
    if end is None:
        return False
    (y0, m0), (y1, m1) = (_year_month(item.start), _year_month(end))
    return (y1 - y0) * 12 + (m1 - m0) > 12


def _year_month(text: str) -> tuple[int, int]:
    year, _, month = text.partition("-")
    return int(year), int(month or 1)


def _kind_of(item: EmploymentItem, text: str, catalog: OrgCatalog | None) -> PositionKind:
    """Internship, contract / part-time / freelance, an academic appointment, or else
    full-time, read from the title and the entry's header lines."""
    role = item.role or ""
    text = CONVERTED_FROM_INTERN.sub(" ", text)  # "实习转正后入职": a full-time job
    said = INTERN.search(role) or INTERN.search(text)
    if (said and not _long_traineeship(item, said.group())) or item.in_internships:
        return "internship"
    if found := NOT_PERMANENT.search(text):
        word = found.group().lower()
        if SELF_EMPLOYED.search(word):  # the lexicon's: "freelance", "self-employed", "自由职业"
            return "freelance"
        if "part" in word or "兼职" in word or re.search(r"weekend|evening|saturday|周末", word):
            return "part-time"
        return "contract"
    school = catalog is not None and item.org_id and catalog.kind(item.org_id) == "school"
    company = (
        catalog is not None and item.org_id and catalog.kind(item.org_id) == "employer"
    ) or bool(LEGAL_END.search(item.employer.strip()) or BUSINESS_WORD.search(item.employer))
    if company:  # "Research Associate" at "Morgan Stanley Asia Limited": a job there
        role = RESEARCH_STAFF.sub(" ", role)
    if company or not (school or SCHOOL_WORD.search(item.employer)):
        role = INSTITUTE_STAFF.sub(" ", role)  # "副研究员" of a ministry's institute: its staff
    if (
        ACADEMIC_ROLE.search(role)
        or (school and not role)
        or (school and ACADEMIC_ROLE.search(text))
    ):
        return "academic appointment"
    return "full-time"


def _end(item: EducationItem | EmploymentItem) -> str | None:
    if item.end:
        return item.end
    if len(item.years) > 1 and item.years[-1] != OPEN_END:
        return str(item.years[-1])
    return None


def _start(item: EducationItem | EmploymentItem) -> str | None:
    return item.start or (str(item.years[0]) if item.years else None)


def _ongoing(item: EducationItem | EmploymentItem) -> bool:
    return item.ongoing or bool(item.years and item.years[-1] == OPEN_END)


def _narrowest(org_id: str | None, header: str, catalog: OrgCatalog | None) -> str | None:
    """The organisation of an entry whose header names it and one part of it ("Research
    Intern — Alibaba, DAMO Academy"): that part, the narrowest one named."""
    if catalog is None or not org_id:
        return org_id
    inside = {m.id for m in catalog.find(header) if org_id in catalog.lineage(m.id)[1:]}
    if len(inside) != 1:
        return org_id  # none, or two parts of it: the organisation itself
    return inside.pop()


@cache
def _law_firms() -> tuple[frozenset[str], re.Pattern[str]]:
    """The law-firm industry's members and name words, from the one industry data file."""
    law = next(i for i in industry_items() if i.id == "law_firms")
    return frozenset(law.members), re.compile(words_pattern(law.names))


def _families(item: EmploymentItem, lineage: list[str]) -> list[str]:
    """A position's role families: its title's; a law firm's rank ("Senior Associate",
    "Trainee", "Partner") is a lawyer's title there."""
    families = item.families or role_families(item.role or "")
    if "lawyer" in families or not (item.role and LAW_FIRM_RANK.search(item.role)):
        return families
    members, names = _law_firms()
    at_law_firm = bool(members.intersection(lineage)) or bool(names.search(item.employer))
    return [*families, "lawyer"] if at_law_firm else families


def position_of(item: EmploymentItem, catalog: OrgCatalog | None = None) -> Position:
    catalog = catalog if catalog is not None else org_catalog()
    header = " ".join(s.text for s in item.sources)
    if (narrow := _narrowest(item.org_id, header, catalog)) != item.org_id:
        item = item.model_copy(update={"org_id": narrow})
    lineage = catalog.lineage(item.org_id) if catalog is not None and item.org_id else []
    return Position(
        organisation=item.employer,
        org_id=item.org_id,
        parent_ids=lineage[1:],
        unit=_unit_of(item, catalog),
        title=item.role,
        families=_families(item, lineage),
        kind=_kind_of(item, header, catalog),
        start=_start(item),
        end=_end(item),
        ongoing=_ongoing(item),
        location=location_of(item.sources),
        leads_team=item.leads_team,
        startup=item.startup,
        promotions=item.promotions,
        sources=item.sources,
    )


# an end date the CV calls expected: "06/2025 Expected", "2025.06(预期)", "expected June 2024",
# "预计 2023 年 6 月毕业" (the CV's own word, whatever the date it is read at)
_EXPECTED = re.compile(r"(?i:\bexpected\b|\bexp\.|\banticipated\b)|预计|预期")


def _expected_end(item: EducationItem, newest: str | None = None) -> bool:
    """Whether the CV calls the degree's end expected; with `newest` (the doc_id of the CV that
    is surely the newest of several), that CV's word when it writes the year (its plain "2021 –
    2023" ends the older one's "2021 – in progress (expected 2023)")."""
    end = _end(item)
    if not end or not end[:4].isdigit():
        return False
    year = end[:4]
    told = " ".join(s.text for s in item.sources if newest and s.doc_id == newest)
    text = told if year in told else " ".join(s.text for s in item.sources)
    return any(
        _EXPECTED.search(text[max(0, m.start() - 16) : m.end() + 12])
        for m in re.finditer(year, text)
    )


def degree_of(item: EducationItem, newest: str | None = None) -> Degree:
    text = " ".join(s.text for s in item.sources)
    status: DegreeStatus = "completed"
    if item.unfinished:
        status = "unfinished"
    elif (ADMITTED.search(text) and not _start(item)) or NOT_ENROLLED.search(text):
        status = "admitted"
    elif _ongoing(item) or _expected_end(item, newest):
        status = "in progress"
    return Degree(
        school=item.school,
        org_id=item.org_id,
        level=item.degree,
        degree_name=item.degree_name,
        field=item.field,
        status=status,
        start=_start(item),
        end=_end(item),
        sources=item.sources,
    )


def _college_namesakes(education: list[Degree], catalog: OrgCatalog | None) -> list[Degree]:
    """One degree written in two CVs, once as a university's independent college
    ("北京理工大学珠海学院") and once under the university's own name ("Beijing Institute of
    Technology, Zhuhai"): the college's reading wins, so the university's tier is not lent."""
    if catalog is None:
        return education
    out = []
    for d in education:
        zh = catalog.display(d.org_id, "zh") if d.org_id else ""
        college = zh and any(
            o.org_id is None
            and (o.level, (o.start or "")[:4], (o.end or "")[:4])
            == (d.level, (d.start or "")[:4], (d.end or "")[:4])
            and o.school.startswith(zh)
            and INDEPENDENT_COLLEGE_AFTER.match(o.school[len(zh) :])
            for o in education
        )
        out.append(d.model_copy(update={"org_id": None}) if college else d)
    return out


_QUOTED = re.compile(r"[“\"]([^”\"]{8,300})[”\"]")
_VENUE = re.compile(r"\b([A-Z][A-Za-z]*[A-Z][A-Za-z]*)\s?(?:['’]\s?\d{2}|(?:19|20)\d{2})\b")
_NOT_VENUE = {"CCF", "USA", "ACM", "IEEE", "USENIX", "GPA", "AI", "LLM", "GPU", "CPU"}


def publication_of(fact: LineFact, owner: list[str]) -> Publication:
    """A publication entry's title (quoted, else the longest sentence), venue, year and the
    owner's place in its author list."""
    text = fact.value
    quoted = _QUOTED.search(text)
    pieces = [p.strip(" .,") for p in re.split(r"(?<=[a-z0-9?!)])\.\s+", text) if p.strip()]
    title = quoted.group(1).strip(" ,.") if quoted else (max(pieces, key=len) if pieces else None)
    venue = next((m.group(1) for m in _VENUE.finditer(text) if m.group(1) not in _NOT_VENUE), None)
    years = [int(y) for y in YEAR.findall(text)]
    # (read as the answers read a citation line: `ingest.author_lists`)
    position = author_position(text, name_variants(owner))
    return Publication(
        text=text,
        title=title,
        venue=venue,
        year=years[-1] if years else None,
        author_position=position,
        sources=fact.sources,
    )


def _merged(person: Candidate) -> tuple[Profile, list[LineFact]]:
    """The person's profiles merged as `Candidate.merged_profile` merges them, each entry
    with the lines of every CV it was read from, and their other facts."""
    merged, facts = Profile(), list[LineFact]()
    for doc in person.documents:
        # the entries are copied (their sources are set below; merging copies them again),
        # the rest is only read: a deep copy of every profile was most of a record's cost
        profile = doc.profile.model_copy(
            update={
                "employment": [x.model_copy() for x in doc.profile.employment],
                "education": [x.model_copy() for x in doc.profile.education],
            }
        )
        pointers = DocumentPointers.of(profile.pointers, doc.doc_id)
        for item, sources in zip(profile.employment, pointers.employment, strict=False):
            item.sources = sources
        for school, sources in zip(profile.education, pointers.education, strict=False):
            school.sources = sources
        merged.absorb(profile)
        merge_facts(facts, pointers.facts)
    merged.names = list(person.names) or merged.names
    return merged, facts


_CONTACT_KINDS: tuple[Literal["email", "phone", "link"], ...] = ("email", "phone", "link")


def spoken_level(language: str, sources: list[SourceLine]) -> str | None:
    """The highest level the lines listing a language give it (None: they name none)."""
    levels = [lv for x in sources if (lv := language_level(x.text, language))]
    return max(levels, key=LANGUAGE_LEVELS.index, default=None)


def build_record(person: Candidate) -> CandidateRecord:
    """The person's record, from the profiles of all their CVs (merged as the card merges
    them: one entry per real-world position or degree, both scripts' names kept)."""
    profile, facts = _merged(person)
    catalog = org_catalog()
    jobs = sorted(profile.employment, key=lambda j: j.recency(), reverse=True)
    schools = sorted(profile.education, key=lambda e: e.recency(), reverse=True)
    by_kind: dict[str, list[LineFact]] = {}
    for fact in facts:
        by_kind.setdefault(fact.kind, []).append(fact)
    positions = [position_of(j, catalog) for j in jobs]
    newest = newest_document(person.documents)
    end_superseded(positions, person.documents)  # the newer CV decides what is current
    documents = [
        RecordDocument(
            doc_id=d.doc_id,
            file_name=d.file_name,
            sources=d.sources,
            extractor_version=d.profile.version,
        )
        for d in person.documents
    ]
    return CandidateRecord(
        extractor_version=min((d.extractor_version for d in documents), default=0),
        id=person.id,
        name=person.display_name,
        aliases=person.names[1:],
        documents=documents,
        positions=positions,
        education=settled_degrees(
            _college_namesakes([degree_of(e, newest) for e in schools], catalog),
            person.documents,
        ),
        publications=[publication_of(f, person.names) for f in by_kind.get("publication", [])],
        service=[LineItem(text=f.value, sources=f.sources) for f in by_kind.get("service", [])],
        awards=[LineItem(text=f.value, sources=f.sources) for f in by_kind.get("award", [])],
        certifications=[
            LineItem(text=f.value, sources=f.sources) for f in by_kind.get("certification", [])
        ],
        skills=[
            Skill(name=f.value, used_at=f.used_at, sources=f.sources)
            for f in by_kind.get("skill", [])
        ],
        domains=[
            Skill(name=f.value, used_at=f.used_at, sources=f.sources)
            for f in by_kind.get("domain", [])
        ],
        key_skills=profile.key_skills,
        languages=[
            SpokenLanguage(name=f.value, level=spoken_level(f.value, f.sources), sources=f.sources)
            for f in by_kind.get("language", [])
        ],
        teams=[
            Team(size=int(f.value), at=f.used_at, sources=f.sources)
            for f in by_kind.get("team", [])
            if f.value.isdigit()
        ],
        contacts=[
            Contact(kind=kind, value=f.value, sources=f.sources)
            for kind in _CONTACT_KINDS
            for f in by_kind.get(kind, [])
        ],
    )
