"""The schema of `CandidateRecord`, one typed, cited record per person (built by
`ingest.record.build_record`; documented in docs/RECORD.md). Every fact carries its
`SourceLine`s: the file's content hash, the line's number among the parsed CV's lines and its
text."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, Field

from ingest.language import ACADEMIC_JOB, role_families, seniority_levels
from ingest.models import SourceLine

# The schema's version: bump it when a field changes meaning or is removed.
RECORD_SCHEMA_VERSION = 1

PositionKind = Literal[
    "full-time", "internship", "contract", "part-time", "freelance", "academic appointment"
]  # fmt: skip
DegreeStatus = Literal["completed", "in progress", "unfinished", "admitted"]


class Position(BaseModel):
    organisation: str  # as written (both scripts when two CVs give both)
    org_id: str | None = None  # the organisation catalog's id (ingest/data/orgs.yaml)
    parent_ids: list[str] = Field(default_factory=list)  # the catalog's parents, nearest first
    unit: str | None = None  # a lab, team or department named with the organisation
    title: str | None = None
    # the title's role families, else those its entry's lines say of an engineer's title that
    # names none (`ingest.language.entry_families`)
    families: list[str] = Field(default_factory=list)
    kind: PositionKind = "full-time"
    start: str | None = None  # "2019-07" or "2019"
    end: str | None = None
    ongoing: bool = False  # "present", "至今"
    location: str | None = None
    leads_team: bool = False  # the entry says its holder leads people ("Lead a team of 7")
    startup: bool = False  # the entry calls the employer a startup ("Series B neobank startup")
    # promotions its entry's lines tell ("Promoted to Director in March 2023"): the year of
    # each, "" when undated
    promotions: list[str] = Field(default_factory=list)
    sources: list[SourceLine] = Field(default_factory=list)

    def role_families(self) -> list[str]:
        """Its role families (of a record read before they were stored: its title's)."""
        return self.families or role_families(self.title or "")

    def levels(self) -> list[str]:
        """The seniority levels its title names, with the gloss its line gives it in the other
        script ("经理（Associate）": an associate's rank)."""
        return seniority_levels(self.title or "", [s.text for s in self.sources])

    def academic_job(self) -> bool:
        """An academic post that is a job (a postdoc, a lectureship), not a student's."""
        return self.kind == "academic appointment" and bool(ACADEMIC_JOB.search(self.title or ""))

    def cited(self) -> list[SourceLine]:
        """The line that cites it: its first, or the one naming its organisation when the
        first is its dates alone (a table's cells: "2019年6月 - 2022年7月" over the name)."""
        named = [s for s in self.sources if self.organisation and self.organisation in s.text]
        return named[:1] or self.sources[:1]


class Degree(BaseModel):
    school: str
    org_id: str | None = None
    level: str | None = None  # PhD, Master, Bachelor, Associate
    degree_name: str | None = None  # MBA, JD, … as written
    field: str | None = None
    status: DegreeStatus = "completed"
    start: str | None = None
    end: str | None = None  # for a degree in progress: its expected end, when given
    sources: list[SourceLine] = Field(default_factory=list)


class Publication(BaseModel):
    text: str  # the entry as written
    title: str | None = None
    venue: str | None = None
    year: int | None = None
    author_position: int | None = None  # 1-based, when the person is in the author list
    sources: list[SourceLine] = Field(default_factory=list)


class LineItem(BaseModel):
    """Service, an award or a certification: the line as written."""

    text: str
    sources: list[SourceLine] = Field(default_factory=list)


class Skill(BaseModel):
    name: str
    used_at: list[str] = Field(default_factory=list)  # employers whose entries mention it
    sources: list[SourceLine] = Field(default_factory=list)


class SpokenLanguage(BaseModel):
    name: str
    # how well, as its lines say (`ingest.language.spoken.LANGUAGE_LEVELS`: basic …
    # native); None when they name no level
    level: str | None = None
    sources: list[SourceLine] = Field(default_factory=list)


class Team(BaseModel):
    """How many people a line says the person led or managed ("Managed a team of 12",
    "带领 20 余人的团队"), at the employers whose entries hold that line."""

    size: int
    at: list[str] = Field(default_factory=list)
    sources: list[SourceLine] = Field(default_factory=list)


class Contact(BaseModel):
    kind: Literal["email", "phone", "link"]
    value: str
    sources: list[SourceLine] = Field(default_factory=list)


class RecordDocument(BaseModel):
    """A CV the record was read from: the `doc_id` its pointers name."""

    doc_id: str
    file_name: str
    sources: list[str] = Field(default_factory=list)
    extractor_version: int = 0


class CandidateRecord(BaseModel):
    schema_version: int = RECORD_SCHEMA_VERSION
    extractor_version: int = 0  # the oldest of its CVs' (ingest.profile.PROFILE_VERSION)
    id: str
    name: str
    aliases: list[str] = Field(default_factory=list)
    documents: list[RecordDocument] = Field(default_factory=list)
    positions: list[Position] = Field(default_factory=list)  # most recent first
    education: list[Degree] = Field(default_factory=list)  # most recent first
    publications: list[Publication] = Field(default_factory=list)
    service: list[LineItem] = Field(default_factory=list)
    awards: list[LineItem] = Field(default_factory=list)
    certifications: list[LineItem] = Field(default_factory=list)
    skills: list[Skill] = Field(default_factory=list)
    # concepts of the skill vocabulary the experience entries name ("speech recognition"),
    # with the employers of those entries (`years_with_<concept>`)
    domains: list[Skill] = Field(default_factory=list)
    key_skills: list[str] = Field(default_factory=list)  # the most characteristic first
    languages: list[SpokenLanguage] = Field(default_factory=list)
    teams: list[Team] = Field(default_factory=list)  # people led or managed, as stated
    contacts: list[Contact] = Field(default_factory=list)

    def without_contacts(self) -> CandidateRecord:
        """The record without its contacts; a pointer whose line holds a contact keeps its
        document and line number but not its text (`cvbot show --json` without
        --show-contact)."""
        values = [c.value.lower() for c in self.contacts if c.kind != "phone"]
        phones = [c.value for c in self.contacts if c.kind == "phone"]
        copy = self.model_copy(deep=True, update={"contacts": []})
        for group in (
            copy.positions, copy.education, copy.publications, copy.service, copy.awards,
            copy.certifications, copy.skills, copy.domains, copy.languages, copy.teams,
        ):  # fmt: skip
            for item in group:
                for source in item.sources:
                    digits = re.sub(r"\D", "", source.text)
                    if any(v in source.text.lower() for v in values) or any(
                        p in digits for p in phones
                    ):
                        source.text = ""
        return copy
