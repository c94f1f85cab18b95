"""Typed boundaries between ingestion stages."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Language = Literal["en", "zh", "mixed"]


class TextLine(BaseModel):
    """One normalised line of a CV, with the PDF page it came from (1-based)."""

    text: str
    page: int | None = None
    heading: bool = False
    body_hint: bool = False  # layout says running text (a PDF line that fills the width)


class ParsedCV(BaseModel):
    """What a parser extracts from one file."""

    source: str
    file_name: str
    doc_id: str
    format: Literal["pdf", "docx", "markdown", "text", "jsonresume"]
    lines: list[TextLine]
    pages: int | None = None
    structured: dict[str, object] | None = Field(
        default=None, description="JSON Resume document when the file was one"
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


class EducationItem(BaseModel):
    school: str
    degree: str | None = None
    field: str | None = None
    years: list[int] = Field(default_factory=list)


class EmploymentItem(BaseModel):
    employer: str
    role: str | None = None
    years: list[int] = Field(default_factory=list)


class Profile(BaseModel):
    """Per-CV facts about its owner."""

    names: list[str] = Field(default_factory=list)
    name_source: str = "header"
    emails: list[str] = Field(default_factory=list)
    phones: list[str] = Field(default_factory=list)
    links: list[str] = Field(default_factory=list)
    education: list[EducationItem] = Field(default_factory=list)
    employment: list[EmploymentItem] = Field(default_factory=list)
    skills: list[str] = Field(default_factory=list)
    languages: list[str] = Field(default_factory=list)
    venues: list[str] = Field(default_factory=list)
    publication_titles: list[str] = Field(default_factory=list)
    birth_year: int | None = None
    language: Language = "en"

    @property
    def display_name(self) -> str:
        return self.names[0] if self.names else "(unknown)"

    def absorb(self, other: Profile) -> None:
        """Add another CV's facts about the same person (no duplicates, order kept)."""
        for attr in _LIST_FIELDS:
            values: list[str] = getattr(self, attr)
            values.extend(v for v in getattr(other, attr) if v not in values)
        self.education.extend(e for e in other.education if e not in self.education)
        self.employment.extend(e for e in other.employment if e not in self.employment)
        self.birth_year = self.birth_year or other.birth_year


_LIST_FIELDS = (
    "names", "emails", "phones", "links", "skills", "languages", "venues", "publication_titles",
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
        return self.names[0] if self.names else self.id

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
