"""The names of the cities in ingest/data/countries.yaml ("Beijing", "Kuala Lumpur", "鹏城"),
for the entry readers: a field that is only a city's name is a place, no employer. Read with
yaml alone, so that the lowest readers (`ingest.entry_fields`) can ask it."""

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


def country_names() -> frozenset[str]:
    """Every country's own names ("Canada", "德国", "UK"), lower-cased: a degree's segment
    that is only one is where it was, not its field."""
    return _names("countries")
