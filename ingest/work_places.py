"""Where a candidate worked: the countries their positions' header lines name (a city or a
country: "Dublin", "Hangzhou, China", "Singapore"), and "abroad" when any is outside mainland
China, for "worked abroad", "有海外工作经历的", "worked in the US"; cited by those lines."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from ingest.active_years import position_years
from ingest.city_names import town_country
from ingest.figures import Figure, position_text
from ingest.models import SourceLine
from ingest.record import CandidateRecord, Position
from ingest.study_places import add_country, countries


def position_country(p: Position, text: str | None = None) -> str | None:
    """The country a position's location or header lines name (or `text`, what says where it
    was), or that of the city they name ("Chelsea": London, the UK); None: they name none."""
    table = countries()
    text = _place_text(p) if text is None else text
    found = table.named_in(text) or [table.cities[c].country for c in table.cities_in(text)]
    if found:
        return found[0]
    # ... else a Chinese company's legal name ("招联消费金融有限公司"): registered in China
    return _town_named(text) or ("cn" if _CN_LEGAL_NAME.search(p.organisation or "") else None)


_CN_LEGAL_NAME = re.compile(r"[\u4e00-\u9fff]{2,}(?:有限责任公司|股份有限公司|有限公司)")


# the fields of a header line ("Tesco PLC, Welwyn Garden City - Buyer | Apr 2019 - …")
_FIELDS = re.compile(r"\s*(?:[,，|｜·•;；()（）\t]|\s[-–—]\s)\s*")
_ISO_IDS = {"gb": "uk"}  # the country list's own id where it is not the ISO code


def _town_named(text: str) -> str | None:
    """The country of a town the catalog's city list lacks, named as a whole field of the
    lines ("Welwyn Garden City"): GeoNames' towns, when the name's country is clear."""
    table = countries()
    for field in _FIELDS.split(text):
        code = town_country(field)
        if code is not None and (cid := _ISO_IDS.get(code, code)) in table.by_id:
            return cid
    return None


def _place_text(p: Position) -> str:
    """What says where a position was: its location, header lines and the place in brackets
    after its organisation's name ("某某信号有限公司(上海)": the lines of a promotion's step
    may not repeat the employer's header)."""
    bracketed = re.findall(r"[(（]([^()（）]{1,20})[)）]", p.organisation or "")
    return " ".join([p.location or "", *bracketed, *(s.text for s in p.sources)])


def _places(record: CandidateRecord) -> list[tuple[Position, str, Position]]:
    """Each position with what says where it was and the position whose lines say it: its
    own, else one at the same organisation that names a place (a promotion's step under one
    employer header, "Selfridges & Co., Oxford Street, London", names no place of its own)."""
    table = countries()
    texts = [(p, _place_text(p)) for p in record.positions]
    named = [bool(table.named_in(t) or table.cities_in(t) or _town_named(t)) for _, t in texts]
    shared: dict[str, tuple[str, Position]] = {}
    for (p, t), has in zip(texts, named, strict=True):
        if has and p.organisation:
            shared.setdefault(p.organisation, (t, p))
    return [
        (p, t, p) if has else (p, *shared.get(p.organisation or "", (t, p)))
        for (p, t), has in zip(texts, named, strict=True)
    ]


def work_countries(record: CandidateRecord, asked: date) -> Figure:
    """The countries the person worked in (internships too), and "abroad" when any is
    outside mainland China."""
    del asked
    found: list[str] = []
    cited: list[tuple[Position, str, Position]] = []
    for p, where, giver in _places(record):
        cid = position_country(p, where)
        if cid is None:
            continue
        cited.append((p, cid, giver))
        add_country(found, cid)
    table = countries()
    return Figure(
        name="worked in",
        value=found,
        text=", ".join(f"{position_text(p)} ({table.display(c)})" for p, c, _ in cited)
        or "no position with a known country",
        sources=[s for _, _, giver in cited for s in giver.sources[:1]],
    )


def work_cities(record: CandidateRecord, asked: date) -> Figure:
    """The cities the person worked in (internships too), by the positions' location or
    header lines; cited by those lines."""
    del asked
    table = countries()
    found: list[str] = []
    cited: list[tuple[Position, str, Position]] = []
    for p, where, giver in _places(record):
        for city in position_cities(p, where):
            cited.append((p, city, giver))
            found += [] if city in found else [city]
    return Figure(
        name="worked in the city",
        value=found,
        text=", ".join(f"{position_text(p)} ({table.cities[c].en})" for p, c, _ in cited)
        or "no position with a known city",
        sources=[_naming(giver, table.cities_in, c) for _, c, giver in cited],
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
            for p, where, _ in _places(record)
            if city in position_cities(p, where)
            for y in position_years(p, asked)
        }
    )


def country_years(
    country: str, record: CandidateRecord, asked: date, full_time: bool = False
) -> list[int]:
    """Every calendar year a position in the country covers (`country_years_uk=2019`: "a
    UK-based employer during 2019", one position there that year); `full_time`: a full-time
    one ("19年在国内正式上班的", internships aside)."""
    return sorted(
        {
            y
            for p, where, _ in _places(record)
            if position_country(p, where) == country and (p.kind == "full-time" or not full_time)
            for y in position_years(p, asked)
        }
    )


def position_cities(p: Position, text: str | None = None) -> list[str]:
    """The cities a position's location or header lines name (or `text`)."""
    return countries().cities_in(_place_text(p) if text is None else text)
