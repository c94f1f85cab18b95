"""Where a person studied: the country (or region) of each degree's school, from a data file
of country names, adjectives and university cities (`ingest/data/countries.yaml`). Read by
the record filter (`studied_in=no`, `studied_in=abroad`) and by questions such as "studied
in Norway", "在美国读过书", "海归", "国内读书的"."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date
from functools import cache
from pathlib import Path

from pydantic import BaseModel, Field

from ingest.aliasmatch import read_catalog_file
from ingest.city_names import COUNTRIES_PATH
from ingest.figures import Figure, degree_status
from ingest.language import has_cjk
from ingest.record import CandidateRecord, Degree
from ingest.school_tiers import school_tiers
from vectorstore.errors import UserFacingError

HOME = "cn"  # "abroad" is any country but this one
ABROAD = "abroad"
_CN_TIERS = {"985", "211", "双一流"}


class Country(BaseModel):
    id: str
    en: str
    zh: str
    words: list[str] = Field(default_factory=list)  # other names and adjectives
    places: list[str] = Field(default_factory=list)  # university cities and schools
    # where an employer a question describes is from: "a German carmaker", "日企" (short: 日)
    adjectives: list[str] = Field(default_factory=list)
    short: str | None = None

    def names(self, places: bool = True) -> list[str]:
        return [self.en, self.zh, *self.words, *(self.places if places else [])]


class Region(BaseModel):
    """A group of countries a question may name: "在欧洲上班", "worked in Europe"."""

    id: str
    en: str
    zh: str
    words: list[str] = Field(default_factory=list)
    members: list[str]

    def names(self) -> list[str]:
        return [self.en, self.zh, *self.words]


class City(BaseModel):
    """A city a question may ask work in: "worked in Shenzhen", "在鹏城干过的"."""

    id: str
    en: str
    zh: str
    words: list[str] = Field(default_factory=list)
    # areas inside the city a CV gives as a job's place ("Chelsea", "海淀区"): read on CV
    # lines as the city, not asked for by name
    districts: list[str] = Field(default_factory=list)
    country: str

    def names(self) -> list[str]:
        return [self.en, self.zh, *self.words]


class CountryFile(BaseModel):
    countries: list[Country] = Field(default_factory=list)
    regions: list[Region] = Field(default_factory=list)
    cities: list[City] = Field(default_factory=list)


def _pattern(names: list[str]) -> re.Pattern[str]:
    latin = sorted((n for n in names if not has_cjk(n)), key=len, reverse=True)
    cjk = sorted((n for n in names if has_cjk(n)), key=len, reverse=True)
    parts = [rf"(?<![\w.]){re.escape(n)}(?![\w])" for n in latin] + [re.escape(n) for n in cjk]
    return re.compile("|".join(parts))


def alternation(names: Iterable[str]) -> str:
    """Names as one pattern's alternatives, longest first."""
    return "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))


class Countries:
    """Country ids by the names a school line or a question uses."""

    def __init__(
        self,
        countries: list[Country],
        regions: list[Region] | None = None,
        cities: list[City] | None = None,
    ) -> None:
        regions, cities = regions or [], cities or []
        self.countries = countries
        self.cities = {c.id: c for c in cities}
        self._city_patterns = [(c.id, _pattern([*c.names(), *c.districts])) for c in cities]
        self.by_id = {c.id: c for c in countries}
        self._patterns = [(c.id, _pattern(c.names())) for c in countries]
        self._own_names = {c.id: _pattern(c.names(places=False)) for c in countries}
        self._by_name = {n.lower(): c.id for c in countries for n in (c.en, c.zh)}
        self._regions = {n.lower(): r.members for r in regions for n in r.names()}
        for r in regions:
            if unknown := [m for m in r.members if m not in self.by_id]:
                raise UserFacingError(f"The region '{r.id}' lists unknown countries: {unknown}.")

    def named_in(self, text: str) -> list[str]:
        """Every country a text names, another's before China's (a Hong Kong school may be
        "The Chinese University of …"), one named by its own name before one a place says
        ("École hôtelière de Lausanne, Switzerland": Switzerland), then in the text's order."""
        found = {cid: m.start() for cid, p in self._patterns if (m := p.search(text))}
        return sorted(
            found,
            key=lambda c: (c == HOME, not self._own_names[c].search(text), found[c]),
        )

    def names_regex(self, places: bool = True) -> str:
        """Every name and adjective of the list (and, with `places`, its cities and schools),
        longest first, for reading questions."""
        return alternation(
            {n for c in self.countries for n in c.names(places)} | set(self._regions)
        )

    def id_of(self, name: str) -> str | None:
        """The country a name from a question means ("Norway", "挪威", "UK", "Trondheim")."""
        if (key := name.strip().lower()) in self._by_name:
            return self._by_name[key]
        found = self.named_in(name.strip()) or self.named_in(name.strip().title())
        if not found and len(name.strip()) <= 3 and name.strip().lower() not in ("us", "it"):
            found = self.named_in(name.strip().upper())  # "a uk uni" (not "us", a pronoun)
        return found[0] if found else None

    def ids_of(self, name: str) -> list[str]:
        """The countries a name from a question means: one ("Norway"), or a region's
        members ("Europe", "欧洲")."""
        if (members := self._regions.get(name.strip().lower())) is not None:
            return list(members)
        return [cid] if (cid := self.id_of(name)) is not None else []

    def cities_in(self, text: str) -> list[str]:
        """Every city a text names ("Nanshan, Shenzhen", "深圳市", "Chelsea": London)."""
        return [cid for cid, p in self._city_patterns if p.search(text)]

    def city_names_regex(self) -> str:
        """Every city's names, longest first, for reading questions."""
        return alternation({n for c in self.cities.values() for n in c.names()})

    def city_of(self, name: str) -> str | None:
        """The city a name from a question means ("shenzhen", "鹏城")."""
        found = self.cities_in(name.strip()) or self.cities_in(name.strip().title())
        return found[0] if found else None

    def display(self, cid: str) -> str:
        return "abroad" if cid == ABROAD else self.by_id[cid].en


@cache
def countries(path: Path = COUNTRIES_PATH) -> Countries:
    data = read_catalog_file(
        path,
        CountryFile,
        list_key="countries",
        what="country list",
        error=UserFacingError,
        hint='Each entry needs an id, en and zh, e.g. `- {id: "no", en: Norway, zh: 挪威}`.',
    )
    return Countries(data.countries, data.regions, data.cities)


def country_name(cid: object) -> str:
    """A country's English name by its id ("no" → "Norway"; "abroad" stays)."""
    return countries().display(str(cid)) if str(cid) in countries().by_id else str(cid)


def add_country(found: list[str], cid: str) -> None:
    """Add a country to a list of them, and "abroad" when it is outside mainland China."""
    found.extend(x for x in (cid, ABROAD if cid != HOME else None) if x and x not in found)


def degree_country(degree: Degree, table: Countries | None = None) -> str | None:
    """The country of a degree's school: named on its lines, else mainland China for a
    school written in Chinese or on a Chinese tier list; None when nothing says."""
    table = table or countries()
    if HOME in table.named_in(degree.school):  # "University of Nottingham Ningbo China"
        return HOME  # a campus in mainland China, whoever runs it
    text = " ".join([degree.school, *(s.text for s in degree.sources)])
    found = table.named_in(text)
    if found:
        return found[0]
    if has_cjk(degree.school) or set(school_tiers().of(degree.school, degree.org_id)) & _CN_TIERS:
        return HOME
    return None


def study_countries(
    record: CandidateRecord, asked: date, level: str | None = None, completed: bool = False
) -> Figure:
    """The countries the person studied in (degrees completed or in progress; one only
    admitted to is no study there), and "abroad" when any is outside mainland China; with a
    `level` ("Master"), where that level's degrees were studied ("a master's in China");
    `completed`: only where a degree was finished ("graduated from a European university")."""
    table = countries()
    found: list[str] = []
    cited: list[tuple[Degree, str]] = []
    for degree in record.education:
        status = degree_status(degree, asked)
        if status == "admitted" or (level and degree.level != level):
            continue
        if completed and status != "completed":
            continue
        cid = degree_country(degree, table)
        if cid is None:
            continue
        cited.append((degree, cid))
        add_country(found, cid)
    listing = ", ".join(f"{d.school} ({table.display(c)})" for d, c in cited)
    return Figure(
        name="studied in",
        value=found,
        text=listing or "no school with a known country",
        sources=[s for d, _ in cited for s in d.sources[:1]],
    )
