"""What the answer engine and the commands return, as data (the CLI, Slack and eval render
these; nothing here renders)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, model_validator

from ingest.models import Candidate

Lang = Literal["en", "zh"]
PAGE_SIZE = 20  # people per page in Slack and the CLI unless asked otherwise


class Evidence(BaseModel):
    source: str
    file_name: str
    quote: str
    section: str
    page: int | None = None
    chunk_id: str = ""
    header: str = ""
    ocr_confidence: float | None = None  # the quote was read by OCR from a scanned page

    @property
    def from_ocr(self) -> bool:
        """The quote was read by OCR (an image or a page without a text layer)."""
        return self.ocr_confidence is not None


class CandidateResult(BaseModel):
    id: str
    name: str
    aliases: list[str] = Field(default_factory=list)
    why: str = ""
    score: float = 0.0
    evidence: list[Evidence] = Field(default_factory=list)


class Answer(BaseModel):
    """The engine's answer as data: who matches, with evidence, and the language the
    question was asked in. Each surface renders it (text: bot/answer/render.py, Slack:
    bot/slack/blocks.py); it carries no rendered text."""

    question: str
    language: Lang
    candidates: list[CandidateResult] = Field(default_factory=list)
    mode: Literal["extractive", "llm"] = "extractive"
    # pagination: `candidates` are the people at positions offset+1 … offset+len(candidates)
    # of `total` who match (an answer is never cut silently: a surface shows "20 of 312")
    total: int = 0
    offset: int = 0
    matched: list[str] = Field(
        default_factory=list, description="ids of everyone who matches, best first"
    )

    @model_validator(mode="after")
    def _counted(self) -> Answer:
        if self.candidates:  # a page past the end shows nobody and keeps the count
            self.total = max(self.total, self.offset + len(self.candidates))
        if not self.matched and self.offset == 0:
            self.matched = [c.id for c in self.candidates]
        return self

    @property
    def rest(self) -> int:
        """How many matching people come after this page."""
        return max(0, self.total - self.offset - len(self.candidates))

    @property
    def next_page(self) -> Page | None:
        """The page after this one (None when this is the last)."""
        if not self.rest:
            return None
        return Page(offset=self.offset + len(self.candidates), limit=len(self.candidates))


class Page(BaseModel):
    """Which of the people who match an answer should carry: `limit` of them (None: all)
    from position `offset` (0-based), best first."""

    offset: int = Field(default=0, ge=0)
    limit: int | None = Field(default=None, ge=1)

    @classmethod
    def number(cls, page: int, size: int = PAGE_SIZE) -> Page:
        """Page `page` (1-based) of `size` people."""
        return cls(offset=(max(1, page) - 1) * size, limit=size)


class Turn(BaseModel):
    """One earlier question and its answer, for follow-ups."""

    question: str
    answer: Answer


# -- cards: summaries, comparisons, job matches (built by bot/answer/cards.py) ------------------


class Summary(BaseModel):
    """A candidate card: who, the latest position, education (highest degree first), the
    timeline, key skills and where it all comes from."""

    id: str
    name: str  # in the script of the card's language
    aliases: list[str]
    latest_role: str | None
    education: list[str]
    timeline: list[str]
    skills: list[str]
    languages: list[str]
    publications: int
    venues: list[str]
    sources: list[str]
    contact: list[str] | None = None
    label: str = ""  # the name with the other script beside it: "Lingyun Yang (杨凌云)"
    # figures from the candidate record at the date asked, each naming what it rests on
    figures: list[str] = Field(default_factory=list)


class Comparison(BaseModel):
    topic: str | None
    people: list[Summary]
    evidence: dict[str, list[Evidence]] = Field(default_factory=dict)


class RequirementMatch(BaseModel):
    """How well one person meets one requirement, from evidence that mentions it."""

    requirement: str
    score: float
    evidence: list[Evidence] = Field(default_factory=list)


class CandidateMatch(BaseModel):
    id: str
    name: str  # in the script of the language asked for
    score: float
    requirements: list[RequirementMatch]
    label: str = ""  # the name with the other script beside it


# -- command results: `/cv list`, `/cv match` (bot/commands.py) ---------------------------------


class Roster(BaseModel):
    """Everyone indexed, in the registry's order (`/cv list`)."""

    people: list[Candidate]


class Ranking(BaseModel):
    """The best matches for a job description, best first (`/cv match`)."""

    matches: list[CandidateMatch]
