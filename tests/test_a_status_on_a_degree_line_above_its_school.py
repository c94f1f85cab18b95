"""In a list whose every degree sits on the line above its school, a status said on the degree
line ("Executive MBA coursework (withdrawn)") is that degree's, not the entry's above it."""

from __future__ import annotations

from tests.conftest import lines_profile

_ENTRIES = [
    ("MSc Computer Science", "University of Leeds", "2012 – 2013"),
    ("Executive MBA coursework (withdrawn)", "INSEAD", "2019 – 2020"),
]


def _read(entries: list[tuple[str, str, str]]) -> dict[str, bool]:
    lines = ["Jane Roe", "Education", *(x for entry in entries for x in entry)]
    return {e.school: e.unfinished for e in lines_profile(lines).education}


def test_a_status_on_the_degree_line_is_its_own_entrys() -> None:
    assert _read(_ENTRIES) == {"University of Leeds": False, "INSEAD": True}
    assert _read(_ENTRIES[::-1]) == {"INSEAD": True, "University of Leeds": False}
