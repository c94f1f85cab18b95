"""The names of the cities in ingest/data/countries.yaml ("Beijing", "Kuala Lumpur", "鹏城"),
for the entry readers: a field that is only a city's name is a place, no employer. Read with
yaml alone, so that the lowest readers (`ingest.entry_fields`) can ask it."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import yaml

COUNTRIES_PATH = Path(__file__).parent / "data" / "countries.yaml"


@cache
def city_names(path: Path = COUNTRIES_PATH) -> frozenset[str]:
    """Every name of every city of the list, lower-cased (none when it cannot be read: the
    country list's own reader says why)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError):
        return frozenset()
    return frozenset(
        str(name).lower()
        for city in data.get("cities") or []
        for name in (city.get("en"), city.get("zh"), *(city.get("words") or []))
        if name
    )


@cache
def country_names(path: Path = COUNTRIES_PATH) -> frozenset[str]:
    """Every country's own names ("Canada", "德国", "UK"), lower-cased: a degree's segment
    that is only one is where it was, not its field."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError):
        return frozenset()
    return frozenset(
        str(name).lower()
        for country in data.get("countries") or []
        for name in (country.get("en"), country.get("zh"), *(country.get("words") or []))
        if name
    )
