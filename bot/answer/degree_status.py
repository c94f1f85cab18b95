"""The status of a degree from the text about it (in progress, completed, left unfinished;
a year after this one means in progress), the dates written before a degree, and the highest
of a set of levels."""

from __future__ import annotations

import re
import time
from collections.abc import Iterable

from ingest.language import COMPLETED, DEGREE_LEVELS, IN_PROGRESS, NOT_COMPLETED, STUDENT, YEAR

# the start of a date range ("2019.07 -", "2015年9月—"); `.match` on a row: it opens with one
RANGE_START = re.compile(r"\s*(?:19|20)\d{2}(?:[./年]\s*\d{1,2}月?)?\s*[-–—~至]")


def last_dates(text: str) -> str:
    """The text from the last date range on: '...预计 2023 毕业 X大学 2016 -- 2020 学士' ->
    '2016 -- 2020 学士' (the dates written just before a degree are its own)."""
    years = list(YEAR.finditer(text))
    if not years:
        return text
    start = years[-1].start()
    if len(years) > 1 and start - years[-2].end() <= 20:
        start = years[-2].start()
    return text[start:]


def this_year() -> int:
    return time.gmtime().tm_year


def degree_status(segment: str, header: str = "") -> str:
    """'in_progress', 'student', 'completed' or 'unknown' for the text about one degree (and
    the header of its entry, for dates written there); 'incomplete' when it was left
    unfinished ("left in 2014 without completing the degree", "肄业")."""
    if NOT_COMPLETED.search(segment):
        return "incomplete"
    if IN_PROGRESS.search(segment):
        return "in_progress"
    years = [int(y) for y in YEAR.findall(segment)]
    if not years and header:
        if IN_PROGRESS.search(header):
            return "in_progress"
        years = [int(y) for y in YEAR.findall(header)]
    if years and max(years) > this_year():
        return "in_progress"
    if COMPLETED.search(segment):
        return "completed"
    if STUDENT.search(segment):
        return "student"
    return "completed" if years else "unknown"


def highest(levels: Iterable[str]) -> str | None:
    present = set(levels)
    ranked = [lvl for lvl in DEGREE_LEVELS if lvl in present]
    return ranked[0] if ranked else None
