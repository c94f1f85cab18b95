"""What the index stores beside each passage, and the spelled-out values readers rely on.

`ChunkMetadata` is the contract between the ingest job (the only writer) and the answer
engine (which filters and cites by these keys): `to_chroma()` gives the flat dict Chroma
keeps, `from_chroma()` reads one back. The keys and value formats are those the index has
always had, so an index written before this module existed reads the same.

Also here: the kinds of CV section (`SectionKind`), the placeholder name of a CV whose owner
could not be named, and how uploads that are not local files are named as sources.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field, field_validator

from ingest.models import Chunk, Language, Profile

_LIST_CAP = 50  # skills and venues kept per chunk (metadata is copied onto every chunk)


class SectionKind(StrEnum):
    """The kind of a CV section (`Section.kind`, `Chunk.section`, metadata "section").

    A `StrEnum`: each member equals its string, so `kind == "education"` keeps working."""

    HEADER = "header"  # the lines above the first heading (name, contact)
    PROFILE = "profile"
    EDUCATION = "education"
    EXPERIENCE = "experience"
    PROJECTS = "projects"
    PUBLICATIONS = "publications"
    PATENTS = "patents"
    SKILLS = "skills"
    AWARDS = "awards"
    TEACHING = "teaching"
    SERVICE = "service"
    ACTIVITIES = "activities"
    LANGUAGES = "languages"
    OTHER = "other"
    FLAGGED = "flagged"  # text addressed to an AI assistant, kept apart (never evidence)


class ChunkMetadata(BaseModel):
    """The metadata of one indexed passage. Optional values and empty lists are left out of
    what Chroma stores (it keeps no None and no empty list)."""

    doc_id: str = ""
    candidate_id: str = ""
    candidate_name: str = ""
    n: int = 0
    section: SectionKind = SectionKind.OTHER
    section_title: str = ""
    entry_header: str = ""
    source: str = ""
    file_name: str = ""
    language: Language = "en"
    page: int | None = None
    employer: str | None = None
    school: str | None = None
    ocr_confidence: float | None = None  # the passage was read by OCR (a scanned page)
    # the entry's header lines, then facts about the CV's owner (for filters and matching)
    header_lines: list[str] = Field(default_factory=list)
    names: list[str] = Field(default_factory=list)
    employers: list[str] = Field(default_factory=list)
    schools: list[str] = Field(default_factory=list)
    degrees: list[str] = Field(default_factory=list)
    skills: list[str] = Field(default_factory=list)
    venues: list[str] = Field(default_factory=list)

    @classmethod
    def for_chunk(cls, chunk: Chunk, profile: Profile, candidate_name: str) -> ChunkMetadata:
        """The metadata of `chunk`, a passage of a CV whose owner's facts are `profile`."""
        lists = {
            "header_lines": chunk.header_lines,
            "names": profile.names,
            "employers": [e.employer for e in profile.employment],
            "schools": [e.school for e in profile.education],
            "degrees": sorted({e.degree for e in profile.education if e.degree}),
            "skills": profile.skills[:_LIST_CAP],
            "venues": profile.venues[:_LIST_CAP],
        }
        return cls(
            doc_id=chunk.doc_id,
            candidate_id=chunk.candidate_id,
            candidate_name=candidate_name,
            n=chunk.n,
            section=SectionKind(chunk.section),
            section_title=chunk.section_title,
            entry_header=chunk.entry_header,
            source=chunk.source,
            file_name=chunk.file_name,
            language=chunk.language,
            page=chunk.page,
            employer=chunk.employer,
            school=chunk.school,
            ocr_confidence=chunk.ocr_confidence,
            **{k: list(dict.fromkeys(v)) for k, v in lists.items()},  # no duplicates
        )

    def to_chroma(self) -> dict[str, str | int | list[str]]:
        """The flat dict Chroma stores: plain values, no None, no empty list."""
        data = self.model_dump(mode="json", exclude_none=True)
        return {k: v for k, v in data.items() if v != []}

    @classmethod
    def from_chroma(cls, metadata: dict[str, Any]) -> ChunkMetadata:
        """Read stored metadata back. Tolerant: missing keys take their defaults, unknown
        keys are ignored, an unknown section kind reads as `other`, an unknown language as
        "en"."""
        return cls.model_validate(metadata)

    @field_validator("section", mode="before")
    @classmethod
    def _known_section(cls, value: object) -> object:
        if isinstance(value, str) and value in SectionKind._value2member_map_:
            return value
        return SectionKind.OTHER

    @field_validator("language", mode="before")
    @classmethod
    def _known_language(cls, value: object) -> object:
        return value if value in ("en", "zh", "mixed") else "en"


# -- the name of a CV whose owner could not be named -------------------------------------
UNKNOWN_NAME_PREFIX = "Unknown ("


def unknown_name(file_name: str) -> str:
    """The placeholder name of the owner of an unnamed CV: "Unknown (cv_12.pdf)"."""
    return f"{UNKNOWN_NAME_PREFIX}{file_name})"


def is_unknown_name(name: str) -> bool:
    """Whether `name` is the placeholder of `unknown_name` rather than a person's name."""
    return name.startswith(UNKNOWN_NAME_PREFIX)


# -- sources that are not files on this machine --------------------------------------------
SLACK_SOURCE_PREFIX = "slack:"
REMOTE_SOURCE_PREFIXES = (SLACK_SOURCE_PREFIX,)


def slack_source(file_id: str | None, file_name: str) -> str:
    """The source of a CV uploaded to Slack: "slack:F0123/cv.pdf"."""
    return f"{SLACK_SOURCE_PREFIX}{file_id}/{file_name}"


def is_slack_source(source: str) -> bool:
    return source.startswith(SLACK_SOURCE_PREFIX)


def is_local_source(source: str) -> bool:
    """Whether `source` is a path on this machine (an upload is not: it is never pruned)."""
    return not source.startswith(REMOTE_SOURCE_PREFIXES)
