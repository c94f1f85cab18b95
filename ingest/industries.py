"""Industries of employers (`ingest/data/industries.yaml`): which a position is in, and the
positions of a record in one. A position is in an industry when its organisation is one of
the industry's catalog members (or a unit of one) or its name, as written, holds one of the
industry's name words ("Harbourside Savings Bank", "宁波银行"), or its entry's lines say it is of
the kind ("一家做 BI 分析的 SaaS 创业公司": `described`)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date
from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel, Field

from ingest.active_years import held_during, position_years
from ingest.figures import Figure, current_position
from ingest.industry_words import described_words
from ingest.record_models import CandidateRecord, Position

INDUSTRIES_PATH = Path(__file__).parent / "data" / "industries.yaml"


class Industry(BaseModel):
    id: str
    en: str
    zh: str
    asked: list[str]  # how a question names it
    names: list[str]  # words of an organisation's own name that say it
    members: list[str] = Field(default_factory=list)  # catalog ids; their units count
    # words that name it only as the place of a job: "在量化实习过", "interned in quant"
    as_place: list[str] = Field(default_factory=list)
    # the industries it spans ("finance": banks, brokers, funds, insurers): a position in one
    # of them is in it too
    includes: list[str] = Field(default_factory=list)
    # words an entry's own lines use to say its company is of the kind ("a B2B SaaS startup")
    described: list[str] = Field(default_factory=list)


def words_pattern(
    words: Iterable[str],
    *,
    start: str = r"(?<![\w-])",
    en: str = "{}",
    zh_before: str = "",
    zh_after: str = "",
) -> str:
    """Latin words whole and in any case (`en` wraps each escaped word: an adjective before
    it, a noun after it; `start` is the look-behind that makes it whole); Chinese ones as
    substrings, longest first (`zh_before`: a look-behind; `zh_after`: what may follow)."""
    latin = sorted({w for w in words if w.isascii()}, key=len, reverse=True)
    han = sorted({w for w in words if not w.isascii()}, key=len, reverse=True)
    # one group of the words (longest first) inside `en`: a tenth of the pattern to compile
    alternatives = "(?:" + "|".join(map(_escaped, latin)) + ")"
    # (a Latin word is whole before Chinese too: "fintech 公司上班的")
    parts = [rf"(?i:{start}{en.format(alternatives)}(?![A-Za-z0-9_-]))"] if latin else []
    if han:
        parts.append(zh_before + "(?:" + "|".join(map(_escaped, han)) + ")" + zh_after)
    return "|".join(parts)


def _escaped(word: str) -> str:
    out = re.escape(word).replace(r"\ ", r"[\s-]+")
    # "an autonomous driving co", "chip cos": the short forms of company
    # ... and "fintech 公司", "fintech公司": the Chinese noun after the English word
    if word.endswith(" company"):
        head = out[: -len(r"[\s-]+company")]
        return head + r"(?:[\s-]+(?:company|co|corp)|\s*(?:公司|企业))"
    if word.endswith(" companies"):
        return out[: -len("companies")] + "(?:companies|cos)"
    return out


class IndustryCatalog:
    def __init__(self, items: list[Industry]) -> None:
        self.items = {i.id: i for i in items}
        # (an industry of no name words, "finance", is met by its members and includes only)
        self._names = {i.id: re.compile(words_pattern(i.names)) for i in items if i.names}

    @classmethod
    @lru_cache(maxsize=1)
    def load(cls) -> IndustryCatalog:
        data = yaml.safe_load(INDUSTRIES_PATH.read_text(encoding="utf-8"))
        return cls([Industry.model_validate(x) for x in data["industries"]])

    def asked_as(self, name: str) -> str | None:
        """The industry a question's word for a kind of employer is ("药企", "bank"), when it
        is one word or phrase of one industry's."""
        key = re.sub(r"^(?:an?|the)\s+", "", name.strip().lower())
        found = {i.id for i in self.items.values() if key in (w.lower() for w in i.asked)}
        return found.pop() if len(found) == 1 else None

    def of(self, p: Position) -> list[str]:
        """The industries a position's organisation is in (its unit and title may say it:
        "UX Design Intern (mobile games)")."""
        ids = {x for x in (p.org_id, *p.parent_ids) if x}
        name = " ".join(x for x in (p.organisation, p.unit, p.title) if x)  # "(mobile games)"
        said = described_words()
        lines = [s.text for s in p.sources]  # what the entry's lines say it is (a SaaS startup)
        found = [
            i.id
            for i in self.items.values()
            if ids.intersection(i.members)
            or (i.id in self._names and self._names[i.id].search(name))
            or (i.id in said and any(said[i.id].search(x) for x in lines))
        ]
        spanned = set(found)
        return found + [
            i.id for i in self.items.values() if spanned & set(i.includes) and i.id not in spanned
        ]


def industries(
    record: CandidateRecord, *, internships: bool = True, only_internships: bool = False
) -> list[str]:
    """The industries of a record's positions (academic appointments aside)."""
    catalog = IndustryCatalog.load()
    return [i for p in _positions(record, internships, only_internships) for i in catalog.of(p)]


def _positions(
    record: CandidateRecord, internships: bool, only_internships: bool = False
) -> list[Position]:
    if only_internships:
        return [p for p in record.positions if p.kind == "internship"]
    kinds = {"academic appointment"} | (set() if internships else {"internship"})
    return [p for p in record.positions if p.kind not in kinds]


def current_industries(record: CandidateRecord, asked: date) -> list[str]:
    """The industries of the position held at the date asked (`current_industry=bank`)."""
    p = current_position(record, asked)
    return IndustryCatalog.load().of(p) if p is not None else []


def industry_years(
    industry: str, record: CandidateRecord, asked: date, *, internships: bool = True
) -> list[int]:
    """Every calendar year a position in the industry covers (`industry_years_bank>=2023`)."""
    catalog = IndustryCatalog.load()
    at = [p for p in _positions(record, internships) if industry in catalog.of(p)]
    return sorted({y for p in at for y in position_years(p, asked)})


def industry_roles(industry: str, record: CandidateRecord, asked: date) -> list[str]:
    """The role families of the titles held in an industry (`role_in_bank=product-manager`:
    a product manager at a bank, not a product manager somewhere and a bank elsewhere)."""
    del asked
    catalog = IndustryCatalog.load()
    at = [p for p in _positions(record, True) if industry in catalog.of(p)]
    return [f for p in at for f in p.role_families()]


def industry_positions(
    industry: str,
    record: CandidateRecord,
    asked: date,
    *,
    internships: bool = True,
    only_internships: bool = False,
    years: tuple[int | None, int | None] = (None, None),
    now: bool = False,
    families: tuple[str, ...] = (),
) -> Figure:
    """The positions in an industry (that touch the years lo..hi; with `now`, the one held
    at the date asked; with `families`, whose titles are of one of them), quoting each
    one's entry."""
    catalog = IndustryCatalog.load()
    lo, hi = years
    held = (
        [current_position(record, asked)]
        if now
        else _positions(record, internships, only_internships)
    )
    at = [
        p
        for p in held
        if p is not None
        and industry in catalog.of(p)
        and held_during(p, asked, lo, hi)
        and (not families or set(families) & set(p.role_families()))
    ]
    label = catalog.items[industry].en if industry in catalog.items else industry
    return Figure(
        name=f"positions in {label}",
        value=[p.organisation for p in at],
        text=", ".join(f"{p.organisation} {p.start or ''}–{p.end or 'now'}" for p in at)
        or f"no position in {label}",
        sources=[s for p in at for s in p.sources[:1]],
    )
