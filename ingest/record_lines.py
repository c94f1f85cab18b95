"""Pointers from a CV's facts to its verbatim lines, read while the profile is extracted.

The extractors (positions.py, education_entries.py) note the numbers of the lines each entry
was read from; here those numbers become `SourceLine`s (the file's hash, the line number and
its verbatim text), an entry told in a sentence is pointed at the line that names its place,
and the facts that are not entries — skills (with the employers whose entries mention them),
languages, publications, service, awards, certifications and contacts — are collected as
`LineFact`s with their lines. Nothing here decides what a fact is: it only says where it was
written.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, Field

from ingest.language import (
    CITATION_TYPE,
    PUBLICATION_LABEL,
    SERVICE,
    has_cjk,
    is_bullet,
    team_size_in,
)
from ingest.language.cues import names_people_hired
from ingest.language.spoken import LANGUAGE_LINE, language_level
from ingest.metadata import SectionKind
from ingest.models import (
    EducationItem,
    EmploymentItem,
    ParsedCV,
    SourceLine,
    TextLine,
    add_sources,
)
from ingest.skills import SkillCatalog, SkillMention

LineKind = Literal[
    "skill", "domain", "language", "publication", "service", "award", "certification", "email",
    "phone", "link", "team",
]  # fmt: skip


class LineFact(BaseModel):
    """A fact read from lines of a CV that is not a position or a degree: a skill, a
    language, a publication, service, an award, a certification or a contact. `used_at`
    names, for a skill, the employers whose entries mention it."""

    kind: LineKind
    value: str
    sources: list[SourceLine] = Field(default_factory=list)
    used_at: list[str] = Field(default_factory=list)


class DocumentPointers(BaseModel):
    """What one CV's profile says where it read: the lines of each employment and education
    entry (in the profile's order) and the facts that are not entries. Stored as JSON in
    `Profile.pointers` with each line's text once (`lines`) and without the file's hash
    (every pointer is of this CV); `of` puts both back."""

    employment: list[list[SourceLine]] = Field(default_factory=list)
    education: list[list[SourceLine]] = Field(default_factory=list)
    facts: list[LineFact] = Field(default_factory=list)
    lines: dict[int, str] = Field(default_factory=dict)

    def stored(self) -> str:
        for source in self.all_sources():
            self.lines.setdefault(source.line, source.text)
            source.doc_id, source.text = "", ""
        return self.model_dump_json(exclude_defaults=True)

    def all_sources(self) -> Iterator[SourceLine]:
        for group in (*self.employment, *self.education, *(f.sources for f in self.facts)):
            yield from group

    @classmethod
    def of(cls, stored: str, doc_id: str) -> DocumentPointers:
        """The pointers stored for a CV, each with the CV's hash and its line's text."""
        pointers = cls.model_validate_json(stored) if stored else cls()
        for source in pointers.all_sources():
            source.doc_id = doc_id
            source.text = pointers.lines.get(source.line, source.text)
        return pointers


def merge_facts(into: list[LineFact], more: list[LineFact]) -> None:
    """Add facts of another CV of the same person: one per kind and value (any case), with
    both CVs' lines."""
    known = {(f.kind, f.value.lower()): f for f in into}
    for fact in more:
        key = (fact.kind, fact.value.lower())
        twin = known.get(key)
        if twin is None:
            # a copy whose lists merged into in place are its own
            known[key] = copy = fact.model_copy(
                update={"sources": list(fact.sources), "used_at": list(fact.used_at)}
            )
            into.append(copy)
        else:
            add_sources(twin.sources, fact.sources)
            twin.used_at.extend(u for u in fact.used_at if u not in twin.used_at)


Regions = Sequence[tuple[str, list[TextLine]]]

_CERTIFICATION = re.compile(r"(?i:\bcertif\w*|\blicen[cs]e[ds]?\b)|证书|认证|资格证")
_PUB_START = re.compile(
    r"^\s*(?:\[\w{1,4}\]|\d{1,3}[.)、]|[-•◊◇◆♦*·▪●○]|[A-Z][a-z]*\s*[A-Z]?[a-z]*,)"
)
_MAX_SKILL_MENTIONS = 4
_SECTION_FACT: dict[str, LineKind] = {
    SectionKind.PUBLICATIONS: "publication",
    SectionKind.SERVICE: "service",
    SectionKind.AWARDS: "award",
}
_CERTIFICATE_SECTIONS = {SectionKind.AWARDS, SectionKind.OTHER, SectionKind.SKILLS}
_LOOSE_SECTIONS = {SectionKind.OTHER, SectionKind.ACTIVITIES}


def number_lines(cv: ParsedCV) -> None:
    """Give every line its 1-based number (the lines are shared with the sections)."""
    for i, line in enumerate(cv.lines, 1):
        if line.n is None:
            line.n = i


def resolve(cv: ParsedCV, sources: Iterable[SourceLine]) -> list[SourceLine]:
    """Pointers with the file's hash and the verbatim text of their lines."""
    out: list[SourceLine] = []
    for source in sources:
        if 1 <= source.line <= len(cv.lines):
            out.append(
                SourceLine(doc_id=cv.doc_id, line=source.line, text=cv.lines[source.line - 1].text)
            )
    return out


def locate(cv: ParsedCV, value: str, limit: int = 1) -> list[SourceLine]:
    """The first lines that contain `value` (case-insensitive)."""
    needle = value.lower().strip()
    if not needle:
        return []
    found = [
        SourceLine(doc_id=cv.doc_id, line=i, text=line.text)
        for i, line in enumerate(cv.lines, 1)
        if needle in line.text.lower()
    ]
    return found[:limit]


def point_entries(cv: ParsedCV, items: Iterable[EducationItem | EmploymentItem]) -> None:
    """Fill each entry's pointers; an entry read from a sentence points at the first line
    that names its place (or, failing that, the line of its dates)."""
    for item in items:
        place = item.school if isinstance(item, EducationItem) else item.employer
        item.sources = (
            resolve(cv, item.sources) or locate(cv, place) or locate(cv, item.start or "")
        )


@lru_cache(maxsize=4096)
def _skill_pattern(term: str) -> re.Pattern[str]:
    """A skill's name in a line: as a token for Latin names (case-sensitive when it is two
    letters or fewer: Go is not 'go'), as a substring in Chinese."""
    if has_cjk(term):
        return re.compile(re.escape(term))
    flags = 0 if len(term) <= 2 else re.IGNORECASE
    return re.compile(rf"(?<![A-Za-z0-9_+#]){re.escape(term)}(?![A-Za-z0-9_+#])", flags)


def _mentions(term: str) -> Callable[[str], bool]:
    """Whether a line mentions a skill by its name (`_skill_pattern`)."""
    if has_cjk(term):
        return lambda text: term in text
    pattern, lowered = _skill_pattern(term), term.lower()
    return lambda text: lowered in text.lower() and pattern.search(text) is not None


def _hired_for(text: str, skill: str) -> bool:
    """Every mention of the skill in a line names the trade of people hired ("placed …
    Kubernetes and SRE engineers"): no use of it."""
    ends = [m.end() for m in _skill_pattern(skill).finditer(text)]
    return bool(ends) and all(names_people_hired(text, end) for end in ends)


def _skill_facts(
    cv: ParsedCV, regions: Regions, skills: list[str], jobs: list[EmploymentItem]
) -> list[LineFact]:
    """Each listed skill with the lines that list or use it, and the employers whose
    entries mention it."""
    listed = [x for kind, lines in regions if kind == SectionKind.SKILLS for x in lines]
    used = [x for kind, lines in regions if kind in ("experience", "projects") for x in lines]
    catalog = SkillCatalog.load()
    named = _catalog_names(used, catalog)
    facts: list[LineFact] = []
    worked: list[str] = []  # the listed skills the entries name as listed
    for skill in skills:
        mentions = _mentions(skill)
        lines = [x for x in listed if mentions(x.text)][:1]
        # ... or by another of its names: "Kubernetes" listed, "EKS" / "k8s" in an entry
        ids = catalog.resolve(skill)
        in_work = [
            x
            for x in used
            if (mentions(x.text) or ids & {m.id for m, _ in named.get(id(x), [])})
            and not _hired_for(x.text, skill)
        ]
        worked += [skill] if in_work else []
        lines += in_work[: _MAX_SKILL_MENTIONS - len(lines)]
        places = _employers_at({x.n for x in in_work if x.n}, jobs)
        sources = resolve(cv, (SourceLine(line=x.n) for x in lines if x.n))
        facts.append(
            LineFact(
                kind="skill", value=skill, sources=sources or locate(cv, skill), used_at=places
            )
        )
    # a listed skill the entries never name as listed ("ASR RNN-T", a label run into its
    # items) leaves its catalog names to be found in the entries ("on-device ASR")
    for kind, name, lines in _named_in_entries(used, worked, named):
        places = _employers_at({x.n for x in lines if x.n}, jobs)
        sources = resolve(cv, (SourceLine(line=x.n) for x in lines[:_MAX_SKILL_MENTIONS] if x.n))
        facts.append(LineFact(kind=kind, value=name, sources=sources, used_at=places))
    return facts


def _catalog_names(
    used: list[TextLine], catalog: SkillCatalog
) -> dict[int, list[tuple[SkillMention, TextLine]]]:
    """What the catalog finds in the entries' lines, by line (`id` of the line), in order."""
    text = "\n".join(line.text for line in used)
    starts = list(itertools.accumulate((len(x.text) + 1 for x in used[:-1]), initial=0))
    found: dict[int, list[tuple[SkillMention, TextLine]]] = {}
    for m in catalog.find(text):
        line = used[bisect.bisect_right(starts, m.start) - 1]
        found.setdefault(id(line), []).append((m, line))
    return found


def _named_in_entries(
    used: list[TextLine], listed: list[str], named: dict[int, list[tuple[SkillMention, TextLine]]]
) -> list[tuple[Literal["skill", "domain"], str, list[TextLine]]]:
    """What the experience and project entries name of the skill catalog, with the lines
    that name it: a tool no skills list has ("Low-latency market data handlers in C++") is a
    skill; a concept ("streaming speech recognition", "智能座舱") is a domain of the work."""
    catalog = SkillCatalog.load()
    have = {i for name in listed for i in catalog.resolve(name)}
    found: dict[str, tuple[Literal["skill", "domain"], str, list[TextLine]]] = {}
    for m, line in (pair for x in used for pair in named.get(id(x), [])):
        entry = catalog.get(m.id)
        if entry is None or (m.id in have and entry.category != "concept"):
            continue  # listed, and named as listed; a domain is the work's whatever its name
        if entry.category == "role":
            continue  # a title ("Product Manager") is the position's, not a skill
        kind: Literal["skill", "domain"] = "domain" if entry.category == "concept" else "skill"
        lines = found.setdefault(m.id, (kind, entry.name, []))[2]
        if line not in lines:
            lines.append(line)
    return list(found.values())


def _employers_at(numbers: set[int], jobs: list[EmploymentItem]) -> list[str]:
    """The employers of the entries that hold any of these lines, in the entries' order."""
    return [j.employer for j in jobs if any(j.holds(n) for n in numbers)]


def _employers_of(line: int, jobs: list[EmploymentItem]) -> list[str]:
    return [j.employer for j in jobs if j.holds(line)]


def _team_facts(cv: ParsedCV, regions: Regions, jobs: list[EmploymentItem]) -> list[LineFact]:
    """Each line of the experience or profile sections that says how many people the person
    led or managed ("Managed a team of 12", "带领 20 余人"), with the employers of its entry.
    The value is the number."""
    facts = []
    for kind, lines in regions:
        if kind not in (SectionKind.EXPERIENCE, SectionKind.PROFILE, SectionKind.HEADER):
            continue
        for line in lines:
            if line.n is not None and (size := team_size_in(line.text)) is not None:
                facts.append(
                    LineFact(
                        kind="team",
                        value=str(size),
                        sources=resolve(cv, [SourceLine(line=line.n)]),
                        used_at=_employers_of(line.n, jobs),
                    )
                )
    return facts


def _section_facts(cv: ParsedCV, regions: Regions) -> list[LineFact]:
    """Publications (an entry may wrap over lines), service, awards and certifications:
    one fact per entry of their sections."""
    facts: list[LineFact] = []
    for kind, lines in regions:
        fact_kind = _SECTION_FACT.get(kind)
        for line in lines:
            text = line.text.strip()
            if not text or line.n is None:
                continue
            this: LineKind | None = fact_kind
            if this is None and kind in _LOOSE_SECTIONS and SERVICE.search(text):
                this = "service"  # "Program committee member, EuroSys 2023" under "Service"
            if (this is None and PUBLICATION_LABEL.match(text)) or CITATION_TYPE.search(text):
                this = "publication"  # "发表：《…》，《…》，2019（第一作者）" under a degree;
                # "练知夏. … [J]. 中国翻译, 2020(4)" under "证书与发表"
            if _CERTIFICATION.search(text) and kind in (
                SectionKind.AWARDS,
                SectionKind.OTHER,
                SectionKind.SKILLS,
                "other",
            ):
                this = "certification"
            if this is None:
                continue
            pointer = resolve(cv, [SourceLine(line=line.n)])
            previous = facts[-1] if facts else None
            wraps = (
                this == "publication"
                and previous is not None
                and previous.kind == "publication"
                and previous.sources
                and previous.sources[-1].line == line.n - 1
                and (not _PUB_START.match(text) or _PLACE_ONLY.match(text))
                and not is_bullet(text)
                and not previous.value.rstrip().endswith((".", "。"))
            )
            # a Chinese line the PDF broke inside a word ("…(TCAD)审" / "稿人,2021 – 至今")
            wraps = wraps or (
                this in ("service", "award")
                and previous is not None
                and previous.kind == this
                and bool(previous.sources)
                and previous.sources[-1].line == line.n - 1
                and _CJK_WRAP.search(previous.value) is not None
                and _CJK_WRAP_START.match(text) is not None
            )
            if wraps and previous is not None:
                glued = previous.kind != "publication" and _CJK_WRAP_START.match(text)
                previous.value = f"{previous.value}{'' if glued else ' '}{text}"
                previous.sources.extend(pointer)
                continue
            facts.append(LineFact(kind=this, value=text, sources=pointer))
    return facts


# a line that only says the owner's place among the citation's authors, under it ("第一作者
# （与导师合作）", a JSON Resume publication's summary)
_PLACE_ONLY = re.compile(
    r"^\s*[(（]?(?:(?:共同)?第一作者|一作|独立作者|独作|第[二三四五]作者|"
    r"(?i:(?:co-?)?first[- ]author|second[- ]author|lead\s+author|"
    r"(?:sole|single)[- ]author(?:ed)?))\s*"
    r"(?:[(（][^)）]{0,30}[)）])?\s*[)）]?\s*(?:[.。]\s*(?i:vol\.?|issue|pp\.?|第)[^\n]{0,40})?$"
)
_CJK_WRAP = re.compile(r"[\u4e00-\u9fff]$")  # a line that ends inside a Chinese word
_CJK_WRAP_START = re.compile(r"[\u4e00-\u9fff]{1,3}[,，:：、]")  # …and its line's end


def _names_whole(text: str, word: str) -> bool:
    """A language's word as a word of the line ("German", not "Germany")."""
    if not word.isascii():
        return word in text
    return re.search(rf"(?i)(?<![a-z]){re.escape(word)}(?![a-z])", text) is not None


def line_facts(
    cv: ParsedCV,
    regions: Regions,
    *,
    skills: list[str],
    jobs: list[EmploymentItem],
    languages: dict[str, list[str]],
    contacts: dict[LineKind, list[str]],
) -> list[LineFact]:
    """Every fact of the CV that is not a position or a degree, with its lines.
    `languages` maps each language found to the words that name it ("Mandarin": ["普通话",
    "mandarin"]); `contacts` maps e-mail / phone / link to the values found."""
    facts = _skill_facts(cv, regions, skills, jobs)
    for language, words in languages.items():
        # the line that lists languages ("Spoken | Japanese (native), …") over a line that
        # only mentions one ("supported Japanese tier-1 customers")
        found = [x for w in words for x in locate(cv, w, limit=50) if _names_whole(x.text, w)]
        listed = [x for x in found if LANGUAGE_LINE.search(x.text)]
        # ... or one that gives its level ("German Native" under "Languages")
        levelled = [x for x in found if language_level(x.text, language)]
        sources = (listed or levelled or found)[:1]
        facts.append(LineFact(kind="language", value=language, sources=sources))
    facts += _section_facts(cv, regions)
    facts += _team_facts(cv, regions, jobs)
    for kind, values in contacts.items():
        for value in values:
            sources = locate(cv, value) if kind != "phone" else _phone_line(cv, value)
            facts.append(LineFact(kind=kind, value=value, sources=sources))
    return facts


def pointers_of(
    employment: list[EmploymentItem], education: list[EducationItem], facts: list[LineFact]
) -> str:
    """The JSON stored in `Profile.pointers` for a CV's entries and facts."""
    return DocumentPointers(
        employment=[[s.model_copy() for s in e.sources] for e in employment],
        education=[[s.model_copy() for s in e.sources] for e in education],
        facts=facts,
    ).stored()


def _phone_line(cv: ParsedCV, digits: str) -> list[SourceLine]:
    for i, line in enumerate(cv.lines, 1):
        if digits in re.sub(r"\D", "", line.text):
            return [SourceLine(doc_id=cv.doc_id, line=i, text=line.text)]
    return []
