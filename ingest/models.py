"""Typed boundaries between ingestion stages."""

from __future__ import annotations

import re
from typing import Literal, TypeVar

from pydantic import BaseModel, Field

from ingest.dates import OPEN_END
from ingest.entry_twins import both_scripts, different, twin_distance
from ingest.language import CORPORATE_SUFFIX_EN, CORPORATE_SUFFIX_ZH, HAN_CHAR
from ingest.pinyin import to_pinyin

Language = Literal["en", "zh", "mixed"]
FormatName = Literal["pdf", "docx", "markdown", "text", "jsonresume", "image"]


class TextLine(BaseModel):
    """One normalised line of a CV, with the PDF page it came from (1-based)."""

    text: str
    page: int | None = None
    heading: bool = False
    body_hint: bool = False  # layout says running text (a PDF line that fills the width)
    n: int | None = None  # 1-based number of the line in its ParsedCV (set by the profile)
    entry: tuple[str, str] | None = None  # a structured file's (organisation, title) for it


class SourceLine(BaseModel):
    """A pointer to one verbatim line of a CV: the file's content hash, the line's 1-based
    number among the parsed CV's lines, and its text (so a fact can be quoted and checked)."""

    doc_id: str = ""
    line: int
    text: str = ""


def add_sources(into: list[SourceLine], more: list[SourceLine]) -> None:
    """Append pointers not already there (same document and line)."""
    seen = {(s.doc_id, s.line) for s in into}
    for source in more:
        if (source.doc_id, source.line) not in seen:
            seen.add((source.doc_id, source.line))
            into.append(source)


class ParsedCV(BaseModel):
    """What a parser extracts from one file."""

    source: str
    file_name: str
    doc_id: str
    format: FormatName
    lines: list[TextLine]
    pages: int | None = None
    structured: dict[str, object] | None = Field(
        default=None, description="JSON Resume document when the file was one"
    )
    ocr_pages: dict[int, float] = Field(
        default_factory=dict,
        description="pages read by OCR (no text layer) -> mean recognition confidence",
    )

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)


class Entry(BaseModel):
    """An employer, school or project inside a section: its header lines, then its body."""

    header: list[str] = Field(default_factory=list)
    parent_header: list[str] = Field(default_factory=list)
    body: list[TextLine] = Field(default_factory=list)
    page: int | None = None

    @property
    def header_text(self) -> str:
        parts = [" ".join(self.parent_header).strip(), " ".join(self.header).strip()]
        return " › ".join(p for p in parts if p)


class Section(BaseModel):
    kind: str
    title: str
    entries: list[Entry] = Field(default_factory=list)


class _Dated(BaseModel):
    """Dates of an entry: `years` is [start, end] or [start, OPEN_END] (open-ended); `start` and
    `end` keep the month when the CV gives one ("2019-07"); `ongoing` marks "present",
    "至今" or an expected end (an in-progress degree)."""

    years: list[int] = Field(default_factory=list)
    start: str | None = None
    end: str | None = None
    ongoing: bool = False
    org_id: str | None = None  # the organisation catalog's id, when it knows the place
    # the entry's header lines and [first, last] line of the whole entry (and of a block of its
    # bullets set apart below): set while a CV is read, kept in `Profile.pointers` only
    sources: list[SourceLine] = Field(default_factory=list, exclude=True)
    extent: list[int] = Field(default_factory=list, exclude=True)

    def holds(self, line: int) -> bool:  # in a [first, last] pair of the extent
        return any(
            a <= line <= b for a, b in zip(self.extent[::2], self.extent[1::2], strict=False)
        )

    def recency(self) -> tuple[int, str, str]:
        """Sort key, most recent last: ongoing first among equals, then end, then start."""
        last = self.end or (str(self.years[-1]) if self.years else "")
        if self.ongoing or (self.years and self.years[-1] == OPEN_END):
            last = str(OPEN_END)
        return (1 if self.years or self.start else 0, last, self.start or "")

    def _bounds(self) -> tuple[int, int] | None:
        """(start, end) as year*100+month; None without dates."""
        if not self.years and not self.start:
            return None
        first = _month_key(self.start) or self.years[0] * 100
        if self.ongoing or (self.years and self.years[-1] == OPEN_END):
            return first, 999_999
        last = _month_key(self.end) or (self.years[-1] * 100 + 12 if self.years else first)
        return first, max(first, last)

    def same_time(self, other: _Dated, shared_year: bool = False) -> bool:
        """Whether two entries can be one (undated entries fit anything; the same start
        month, or overlapping spans; `shared_year`: spans of years that share one year
        overlap, as a degree "expected 2022" does the newer CV's "2019 – 2022")."""
        a, b = self._bounds(), other._bounds()
        if a is None or b is None:
            return True
        if self.start and other.start and self.start == other.start:
            return True
        if a[0] % 100 == 0 or b[0] % 100 == 0:  # a year without month: compare years
            a = (a[0] // 100, a[1] // 100)
            b = (b[0] // 100, b[1] // 100)
            if a[0] == a[1] or b[0] == b[1]:  # one year ("MSc, 2013"): within the other's
                return a[0] <= b[1] and b[0] <= a[1]
            if shared_year:
                return a[0] == b[0] or (a[0] <= b[1] and b[0] <= a[1])
            return a[0] == b[0] or (a[0] < b[1] and b[0] < a[1])
        return a[0] < b[1] and b[0] < a[1]

    def _absorb_dates(self, other: _Dated) -> None:
        if not self.years and not self.start:
            for attr in ("years", "start", "end", "ongoing"):
                setattr(self, attr, getattr(other, attr))
            add_sources(self.sources, other.sources)
            return
        if other.start and (not self.start or len(other.start) > len(self.start)):
            if self.start is None or self.start[:4] == other.start[:4]:
                self.start = other.start
        if self.ongoing and not other.ongoing and (other.end or len(other.years) > 1):
            # one CV says "present", another (newer) gives the end
            self.ongoing, self.end, self.years = False, other.end, other.years
        elif other.end and self.end and len(other.end) > len(self.end):
            self.end = other.end if other.end[:4] == self.end[:4] else self.end
        elif other.end and self.end is None and not self.ongoing:
            # one CV lost the end ("Sep 2019 –" in a photo's text), another gives it
            self.end = other.end
            self.years = other.years if len(other.years) > len(self.years) else self.years
        self.org_id = self.org_id or other.org_id
        add_sources(self.sources, other.sources)


def _month_key(value: str | None) -> int | None:
    if not value:
        return None
    year, _, month = value.partition("-")
    return int(year) * 100 + (int(month) if month else 0)


def _place_key(name: str) -> str:
    """A place's name folded for comparison: lower case, no punctuation, no legal suffix,
    Chinese romanised (阿里巴巴 -> alibaba)."""
    text = re.sub(r"[(（].*?[)）]", " ", name)
    if HAN_CHAR.search(text):
        text = re.sub(rf"(?:{CORPORATE_SUFFIX_ZH}|股份|科技)", "", text)
        text = to_pinyin(text)
    text = re.sub(rf"(?i)\b(?:{CORPORATE_SUFFIX_EN}|the)\b", " ", text)
    return re.sub(r"[\W_]+", "", text.lower())


_GENERIC_ZH = re.compile(
    r"(?:大学|学院|研究院|研究所|实验室|科学院|有限公司|股份|集团|公司|科技|技术|网络|信息)"
)
_GENERIC_EN = re.compile(
    r"(?i)\b(?:university|college|institute|institution|research|laborator(?:y|ies)|labs?|"
    r"academy|school|technolog(?:y|ies)|network|information|of|and|in|at)\b"
)


def _core_key(name: str) -> str:
    """The distinctive part of a place's name in Latin letters, generic words dropped in
    either script: 浙江大学 -> zhejiang, Zhejiang University -> zhejiang."""
    text = re.sub(r"[(（].*?[)）]", " ", name)
    if HAN_CHAR.search(text):
        text = to_pinyin(_GENERIC_ZH.sub("", text))
    return _place_key(_GENERIC_EN.sub(" ", text))


def same_place(a: str, a_id: str | None, b: str, b_id: str | None) -> bool:
    if a_id and b_id:
        return a_id == b_id
    if bool(HAN_CHAR.search(a)) != bool(HAN_CHAR.search(b)):
        ca, cb = _core_key(a), _core_key(b)
        return len(ca) >= 3 and ca == cb  # 滴滴研究院 = DiDi Research Institute
    ka, kb = _place_key(a), _place_key(b)
    if not ka or not kb:
        return False
    return ka == kb or (min(len(ka), len(kb)) >= 4 and (ka in kb or kb in ka))


T = TypeVar("T", "EducationItem", "EmploymentItem")


class EducationItem(_Dated):
    school: str
    degree: str | None = None  # the level: Bachelor, Master, PhD, ...
    degree_name: str | None = None  # a named degree within it, as written: MBA, JD, ...
    unfinished: bool = False  # the CV says it was left without completing it
    field: str | None = None

    def same_entry(self, other: EducationItem) -> bool:
        return (
            same_place(self.school, self.org_id, other.school, other.org_id)
            and (self.degree is None or other.degree is None or self.degree == other.degree)
            and self.same_time(other, shared_year=True)
        )

    def absorb(self, other: EducationItem) -> None:
        self.school = both_scripts(self.school, other.school)
        self.degree = self.degree or other.degree
        self.degree_name = self.degree_name or other.degree_name
        self.unfinished = self.unfinished or other.unfinished
        self.field = self.field or other.field
        self._absorb_dates(other)


class EmploymentItem(_Dated):
    employer: str
    role: str | None = None
    leads_team: bool = False  # its lines say its holder leads people ("带领 6 人团队")
    startup: bool = False  # its lines call the employer a startup ("early-stage startup")
    in_internships: bool = False  # listed under a heading of internships ("实习经历")
    families: list[str] = Field(default_factory=list)  # role families (`entry_families`)
    promotions: list[str] = Field(default_factory=list)  # years of promotions its lines tell

    def same_entry(self, other: EmploymentItem) -> bool:
        if self.role and other.role and different(self.role, other.role):
            return False  # two positions at one place (a promotion, an internship first)
        return same_place(self.employer, self.org_id, other.employer, other.org_id) and (
            self.same_time(other)
        )

    def absorb(self, other: EmploymentItem) -> None:
        self.employer = both_scripts(self.employer, other.employer)
        # "Product Manager (产品经理)": a title given by two CVs in two languages keeps both
        self.role = (
            both_scripts(self.role, other.role)
            if self.role and other.role
            else (self.role or other.role)
        )
        self.leads_team = self.leads_team or other.leads_team
        self.startup = self.startup or other.startup
        self.families = list(dict.fromkeys([*self.families, *other.families]))
        self.promotions = list(dict.fromkeys([*self.promotions, *other.promotions]))
        self.in_internships = self.in_internships or other.in_internships
        self._absorb_dates(other)


def merge_entries(items: list[T]) -> list[T]:
    """One entry per real-world entry: entries of the same place and time (from one CV in
    two languages, or from several CVs) become one, keeping both scripts' names."""
    out: list[T] = []
    for k, item in enumerate(items):
        twins = [x for x in out if x.same_entry(item)]
        twin = min(twins, key=lambda x: twin_distance(x, item), default=None)
        # ... unless a later entry is the closer twin: an older CV's "MSL, 2022 – now" is the
        # newer one's "MSL, 2022 – 2024", not its "Manager, since 2024" listed above it
        if twin is not None:
            distance = twin_distance(twin, item)
            if any(
                y.same_entry(twin) and twin_distance(twin, y) < distance for y in items[k + 1 :]
            ):
                twin = None
        if twin is None:
            # a copy whose one list merged into in place (its sources) is its own
            out.append(item.model_copy(update={"sources": list(item.sources)}))
        else:
            twin.absorb(item)
    return out


class Profile(BaseModel):
    """Per-CV facts about its owner. `version` is the extractor's (`ingest.profile.
    PROFILE_VERSION`) when the profile was read: an older one is re-derived from the file.
    `pointers` is the JSON of `ingest.record_lines.DocumentPointers` (the lines each fact
    was read from, and the facts that are not entries), read only by the candidate record:
    kept as one string so that loading the registry for a question does not parse it."""

    names: list[str] = Field(default_factory=list)
    name_source: str = "header"
    emails: list[str] = Field(default_factory=list)
    phones: list[str] = Field(default_factory=list)
    links: list[str] = Field(default_factory=list)
    education: list[EducationItem] = Field(default_factory=list)
    employment: list[EmploymentItem] = Field(default_factory=list)
    skills: list[str] = Field(default_factory=list)
    key_skills: list[str] = Field(default_factory=list)  # most characteristic first
    languages: list[str] = Field(default_factory=list)
    venues: list[str] = Field(default_factory=list)
    publication_titles: list[str] = Field(default_factory=list)
    birth_year: int | None = None
    language: Language = "en"
    pointers: str = ""
    version: int = 0

    @property
    def display_name(self) -> str:
        return self.names[0] if self.names else "(unknown)"

    def absorb(self, other: Profile) -> None:
        """Add another CV's facts about the same person (no duplicates, order kept)."""
        for attr in _LIST_FIELDS:
            values: list[str] = getattr(self, attr)
            values.extend(v for v in getattr(other, attr) if v not in values)
        self.education = merge_entries([*self.education, *other.education])
        self.employment = merge_entries([*self.employment, *other.employment])
        self.birth_year = self.birth_year or other.birth_year


_LIST_FIELDS = (
    "names", "emails", "phones", "links", "skills", "key_skills", "languages", "venues",
    "publication_titles",
)  # fmt: skip


class Chunk(BaseModel):
    """One indexed passage of a CV."""

    id: str
    doc_id: str
    candidate_id: str
    n: int
    text: str
    section: str
    section_title: str
    entry_header: str
    header_lines: list[str] = Field(default_factory=list)
    page: int | None
    source: str
    file_name: str
    language: Language
    employer: str | None = None
    school: str | None = None
    ocr_confidence: float | None = None  # the text was read by OCR, with this confidence


class DocumentRecord(BaseModel):
    """Registry row for one CV file (a content hash), kept in its own Chroma collection.

    status: ``pending`` while its chunks are being written, ``committed`` once complete,
    ``retired`` when replaced by a newer version whose chunks are complete, ``forgotten``
    (a tombstone: no personal data, only the hash, so the same file is not re-added).
    """

    doc_id: str
    status: Literal["pending", "committed", "retired", "forgotten"]
    candidate_id: str = ""
    sources: list[str] = Field(default_factory=list)
    file_name: str = ""
    format: str = ""
    chunks: int = 0
    ingested_at: float = 0.0
    profile: Profile = Field(default_factory=Profile)
    merge_reason: str = ""
    name_override: str | None = None


class Candidate(BaseModel):
    """A person, merged from one or more CVs."""

    id: str
    names: list[str]
    documents: list[DocumentRecord]
    merge_reasons: list[str] = Field(default_factory=list)

    @property
    def display_name(self) -> str:
        """The person's one name everywhere (the registry's first name)."""
        return self.names[0] if self.names else self.id

    def name_in(self, language: str) -> str:
        """The person's name in the script of `language` ("zh": Chinese characters) when the
        CVs give one, else the display name."""
        for name in self.names:
            if (language == "zh") == bool(HAN_CHAR.search(name)):
                return name
        return self.display_name

    def label(self, language: str = "en") -> str:
        """How answers, cards and lists show the person: the name in the language's script
        with the other script beside it, "Lingyun Yang (杨凌云)" / "杨凌云 (Lingyun Yang)"."""
        first = self.name_in(language)
        other = next(
            (n for n in self.names if bool(HAN_CHAR.search(n)) != bool(HAN_CHAR.search(first))),
            None,
        )
        return f"{first} ({other})" if other else first

    def merged_profile(self) -> Profile:
        merged = Profile()
        for doc in self.documents:
            merged.absorb(doc.profile)
        merged.names = list(self.names) or merged.names  # the registry's order of names
        return merged


class FileOutcome(BaseModel):
    path: str
    status: Literal["added", "updated", "unchanged", "removed", "failed", "skipped"]
    message: str = ""
    candidate_id: str | None = None
    candidate_name: str | None = None
    merged_with: str | None = None


class IngestReport(BaseModel):
    outcomes: list[FileOutcome] = Field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(1 for o in self.outcomes if o.status == status)

    @property
    def failed(self) -> list[FileOutcome]:
        return [o for o in self.outcomes if o.status == "failed"]

    def summary(self) -> dict[str, int]:
        keys = ("added", "updated", "unchanged", "removed", "failed", "skipped")
        return {k: self.count(k) for k in keys}
