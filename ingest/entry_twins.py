"""Telling two entries of a person's CVs apart, or one: whether two titles say different
things, a name kept in both scripts, and which of several overlapping entries an entry of
another CV is (`ingest.models.merge_entries`)."""

from __future__ import annotations

import re
from typing import Any

from ingest.language import HAN_CHAR, seniority_levels


def different(a: str, b: str) -> bool:
    """Two texts in the same script that say different things."""
    if bool(HAN_CHAR.search(a)) != bool(HAN_CHAR.search(b)):
        return False
    ka, kb = re.sub(r"[\W_]+", "", a.lower()), re.sub(r"[\W_]+", "", b.lower())
    # ("Data Engineer" and "Senior Data Engineer": a promotion's two steps, not one title)
    return (ka not in kb and kb not in ka) or seniority_levels(a) != seniority_levels(b)


def both_scripts(a: str, b: str) -> str:
    """'Alibaba (阿里巴巴)': a name with the other script's name beside it."""
    if bool(HAN_CHAR.search(a)) == bool(HAN_CHAR.search(b)) or b in a or a in b:
        return a
    return f"{a} ({b})"


def twin_distance(a: Any, b: Any) -> int:
    """How far an entry is from being another's twin: the same title (or degree) and start
    first, so that an older CV's "Data Engineer, 2019 – present" is the newer one's "Data
    Engineer, 2019 – 2022", not its "Data Engineering Manager, since 2025"."""
    said = [
        str(getattr(x, "role", None) or getattr(x, "degree", None) or "").lower() for x in (a, b)
    ]
    return (said[0] != said[1]) * 2 + (a.start != b.start)
