"""Industries of employers (`ingest/data/industries.yaml`): which a position is in, and the
positions of a record in one. A position is in an industry when its organisation is one of
the industry's catalog members (or a unit of one) or its name, as written, holds one of the
industry's name words ("Harbourside Savings Bank", "宁波银行"), or its entry's lines say it is of
the kind ("一家做 BI 分析的 SaaS 创业公司": `described`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from functools import lru_cache

from ingest.active_years import held_during, position_years
from ingest.career_moves import dated_jobs
from ingest.employer_countries import country_keys, key_label
from ingest.figures import Figure, current_position, position_text, source_lines
from ingest.industry_words import Industry, described_words, industry_items, words_pattern
from ingest.orgs import OrgCatalog
from ingest.record_models import CandidateRecord, Position


class IndustryCatalog:
    def __init__(self, items: list[Industry]) -> None:
        self.items = {i.id: i for i in items}
        # (an industry of no name words, "finance", is met by its members and includes only)
        self._names = {i.id: re.compile(words_pattern(i.names)) for i in items if i.names}

    @classmethod
    @lru_cache(maxsize=1)
    def load(cls) -> IndustryCatalog:
        return cls(industry_items())

    def asked_as(self, name: str) -> str | None:
        """The industry a question's word for a kind of employer is ("药企", "bank"), when it
        is one word or phrase of one industry's."""
        key = re.sub(r"^(?:an?|the)\s+", "", name.strip().lower())
        found = {i.id for i in self.items.values() if key in (w.lower() for w in i.asked)}
        # ... of a kind and a narrower one ("药企": healthcare and pharma), the narrower
        members = {i: self.all_members(i) for i in found}
        narrowest = [i for i in found if all(members[i] <= members[j] for j in found)]
        return narrowest[0] if len(narrowest) == 1 else None

    def all_members(self, industry: str) -> set[str]:
        """Its members and those of every kind it includes, in turn."""
        item = self.items[industry]
        return set(item.members).union(*(self.all_members(i) for i in item.includes))

    def kin(self, a: str, b: str) -> bool:
        """Two industries of one trade: one spans the other, or a third spans both (banks and
        brokers, in finance)."""
        spans = [set(x.includes) for x in self.items.values()]
        return (
            a in self._includes(b) or b in self._includes(a) or any({a, b} <= inc for inc in spans)
        )

    def spans(self, a: str, b: str) -> bool:
        """Industry a includes b (a bank's positions take an investment bank's)."""
        return b in self._includes(a)

    def _includes(self, industry: str) -> list[str]:
        return self.items[industry].includes if industry in self.items else []

    def of(self, p: Position) -> list[str]:
        """The industries a position's organisation is in (its unit and title may say it:
        "UX Design Intern (mobile games)")."""
        ids = {x for x in (p.org_id, *p.parent_ids) if x}
        name = " ".join(x for x in (p.organisation, p.unit, p.title) if x)  # "(mobile games)"
        said = described_words()
        catalog = OrgCatalog.load()  # (once: `org_kinds`, "a school is a university")
        kinds = {catalog.kind(x) for x in ids}
        lines = [s.text for s in p.sources]  # what the entry's lines say it is (a SaaS startup)
        found = [
            i.id
            for i in self.items.values()
            if ids.intersection(i.members)
            or (i.id in self._names and self._names[i.id].search(name))
            or not kinds.isdisjoint(i.org_kinds)
            or (i.id in said and any(said[i.id].search(x) for x in lines))
        ]
        spanned = set(found)
        while more := [  # and each kind spanning those, in turn (e-commerce, internet, tech)
            i.id for i in self.items.values() if spanned & set(i.includes) and i.id not in spanned
        ]:
            found += more
            spanned.update(more)
        return found

    def keys_of(self, p: Position) -> list[str]:
        """Its industries, and each qualified by where its employer is from (`telecom@fi`,
        `@jp`: `ingest.employer_countries`)."""
        found = self.of(p)
        return found + country_keys(p, found)

    def of_org(self, lineage: list[str]) -> list[str]:
        """The industries of a catalog organisation (its id and ancestors, nearest first)."""
        return self.of(Position(organisation=lineage[0], org_id=lineage[0], parent_ids=lineage[1:]))


def industries(
    record: CandidateRecord, *, internships: bool = True, only_internships: bool = False
) -> list[str]:
    """The industries of a record's positions (academic appointments aside)."""
    catalog = IndustryCatalog.load()
    held = positions_of_kind(record, internships, only_internships)
    return [i for p in held for i in catalog.keys_of(p)]


def positions_of_kind(
    record: CandidateRecord, internships: bool, only_internships: bool = False
) -> list[Position]:
    """The record's positions of the kinds asked (academic appointments aside)."""
    if only_internships:
        return [p for p in record.positions if p.kind == "internship"]
    kinds = {"academic appointment"} | (set() if internships else {"internship"})
    return [p for p in record.positions if p.kind not in kinds]


def current_industries(record: CandidateRecord, asked: date) -> list[str]:
    """The industries of the position held at the date asked (`current_industry=bank`)."""
    p = current_position(record, asked)
    return IndustryCatalog.load().keys_of(p) if p is not None else []


def industry_years(
    industry: str, record: CandidateRecord, asked: date, *, internships: bool = True
) -> list[int]:
    """Every calendar year a position in the industry covers (`industry_years_bank>=2023`)."""
    catalog = IndustryCatalog.load()
    at = [p for p in positions_of_kind(record, internships) if industry in catalog.keys_of(p)]
    return sorted({y for p in at for y in position_years(p, asked)})


def industry_roles(industry: str, record: CandidateRecord, asked: date) -> list[str]:
    """The role families of the titles held in an industry (`role_in_bank=product-manager`:
    a product manager at a bank, not a product manager somewhere and a bank elsewhere)."""
    del asked
    catalog = IndustryCatalog.load()
    at = [p for p in positions_of_kind(record, True) if industry in catalog.keys_of(p)]
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
        else positions_of_kind(record, internships, only_internships)
    )
    at = [
        p
        for p in held
        if p is not None
        and industry in catalog.keys_of(p)
        and held_during(p, asked, lo, hi)
        and (not families or set(families) & set(p.role_families()))
    ]
    label = key_label(industry, {i.id: i.en for i in catalog.items.values()})
    return Figure(
        name=f"positions in {label}",
        value=[p.organisation for p in at],
        text=", ".join(position_text(p) for p in at) or f"no position in {label}",
        sources=source_lines(at),
    )


def moves_out_of(record: CandidateRecord, asked: date) -> Figure:
    """Each industry left for a later full-time job at an employer not of it ("from a law
    firm to in-house", "agency side to brand side": `moved_out_of=law_firms`), quoting the
    two positions."""
    del asked  # what the CV states
    catalog = IndustryCatalog.load()
    return _moves(
        record,
        "industries left",
        "no industry left",
        lambda before, after: sorted(set(catalog.of(before)) - set(catalog.of(after))),
    )


def moved_into(industry: str, record: CandidateRecord, asked: date) -> Figure:
    """The role families of full-time titles held before a later full-time position in the
    industry of no such family ("teachers who moved into edtech": `moved_into_education=
    teacher`), quoting the two positions."""
    del asked  # what the CV states
    catalog = IndustryCatalog.load()
    return _moves(
        record,
        f"moved into {industry}",
        "no such move",
        lambda before, after: (
            [f for f in before.role_families() if f not in after.role_families()]
            if industry in catalog.of(after)
            else []
        ),
    )


def _moves(
    record: CandidateRecord,
    name: str,
    empty: str,
    moved: Callable[[Position, Position], list[str]],
) -> Figure:
    """What `moved` finds between a full-time job and each later one, each once, quoting the
    two positions of each first found."""
    jobs = dated_jobs(record)
    found: list[str] = []
    cited: list[Position] = []
    for n, before in enumerate(jobs):
        for after in jobs[n + 1 :]:
            if (after.start or "") <= (before.start or ""):
                continue
            if new := [x for x in moved(before, after) if x not in found]:
                found += new
                cited += [before, after]
    return Figure(
        name=name,
        value=found,
        text=", ".join(f"{p.organisation} {p.start or ''}" for p in cited) or empty,
        sources=source_lines(cited),
    )
