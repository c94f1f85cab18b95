"""Where a candidate worked: the countries their positions' header lines name (a city or a
country: "Dublin", "Hangzhou, China", "Singapore"), and "abroad" when any is outside mainland
China, for "worked abroad", "有海外工作经历的", "worked in the US"; cited by those lines."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from ingest.active_years import position_years
from ingest.figures import Figure, position_text
from ingest.models import SourceLine
from ingest.record import CandidateRecord, Position
from ingest.study_places import add_country, countries


def position_country(p: Position) -> str | None:
    """The country a position's location or header lines name, or that of the city they name
    ("Chelsea": London, the UK); None: they name none."""
    table, text = countries(), _place_text(p)
    found = table.named_in(text) or [table.cities[c].country for c in table.cities_in(text)]
    return found[0] if found else None


def _place_text(p: Position) -> str:
    """What says where a position was: its location, header lines and the place in brackets
    after its organisation's name ("某某信号有限公司(上海)": the lines of a promotion's step
    may not repeat the employer's header)."""
    bracketed = re.findall(r"[(（]([^()（）]{1,20})[)）]", p.organisation or "")
    return " ".join([p.location or "", *bracketed, *(s.text for s in p.sources)])


def work_countries(record: CandidateRecord, asked: date) -> Figure:
    """The countries the person worked in (internships too), and "abroad" when any is
    outside mainland China."""
    del asked
    found: list[str] = []
    cited: list[tuple[Position, str]] = []
    for p in record.positions:
        cid = position_country(p)
        if cid is None:
            continue
        cited.append((p, cid))
        add_country(found, cid)
    table = countries()
    return Figure(
        name="worked in",
        value=found,
        text=", ".join(f"{position_text(p)} ({table.display(c)})" for p, c in cited)
        or "no position with a known country",
        sources=[s for p, _ in cited for s in p.sources[:1]],
    )


def work_cities(record: CandidateRecord, asked: date) -> Figure:
    """The cities the person worked in (internships too), by the positions' location or
    header lines; cited by those lines."""
    del asked
    table = countries()
    found: list[str] = []
    cited: list[tuple[Position, str]] = []
    for p in record.positions:
        for city in position_cities(p):
            cited.append((p, city))
            found += [] if city in found else [city]
    return Figure(
        name="worked in the city",
        value=found,
        text=", ".join(f"{position_text(p)} ({table.cities[c].en})" for p, c in cited)
        or "no position with a known city",
        sources=[_naming(p, table.cities_in, c) for p, c in cited],
    )


def _naming(p: Position, named: Callable[[str], list[str]], place: str) -> SourceLine:
    """The position's first line that names the place (a city, a district of it), else its
    first line (the place may be its location field alone)."""
    return next((s for s in p.sources if place in named(s.text)), p.sources[0])


def city_years(city: str, record: CandidateRecord, asked: date) -> list[int]:
    """Every calendar year a position in the city covers (`city_years_shenzhen=2019`: "2019年
    在深圳上班的" asks for one position there that year, not a city and a year apart)."""
    return sorted(
        {
            y
            for p in record.positions
            if city in position_cities(p)
            for y in position_years(p, asked)
        }
    )


def position_cities(p: Position) -> list[str]:
    """The cities a position's location or header lines name."""
    return countries().cities_in(_place_text(p))
