"""Where an entry's job was, as its header lines write it ("Hangzhou, China · Jul 2019 – …",
"Swiss Reinsurance Company Ltd, Singapore Branch", "AIA International Limited, Hong Kong")."""

from __future__ import annotations

import itertools
import re
from functools import cache

from ingest.city_names import city_names, country_names
from ingest.entry_fields import remove_dates
from ingest.language import is_location_only
from ingest.models import SourceLine

_CHUNK_SPLIT = re.compile(r"\s*(?:[|｜·•;；\t]|\s[-–—]\s)\s*")


def location_of(sources: list[SourceLine]) -> str | None:
    """A place written in the entry's header lines ("Hangzhou, China · Jul 2019 – …")."""
    for source in sources:
        for chunk in _CHUNK_SPLIT.split(remove_dates(source.text)):
            chunk = chunk.strip(" ()（）,，")
            # "Swiss Reinsurance Company Ltd, Singapore Branch", "上海分公司": a branch's city
            chunk = _BRANCH.sub("", chunk)
            if chunk and is_location_only(chunk):
                return chunk
            # "AIA International Limited, Hong Kong": the places after the name
            parts = [x.strip() for x in re.split(r"[,，]", chunk)]
            places = list(itertools.takewhile(_is_place_name, reversed(parts[1:])))
            if places:
                return ", ".join(reversed(places))
    return None


def _is_place_name(text: str) -> bool:
    return text.lower() in _place_names()


@cache
def _place_names() -> frozenset[str]:
    """The cities' and countries' names, lower-cased: one set, not a union per header chunk."""
    return city_names() | country_names()


_BRANCH = re.compile(
    r"(?i)\s+(?:branch|office|representative\s+office)$|(?<=[一-鿿])(?:分公司|分行|办事处)$"
)
