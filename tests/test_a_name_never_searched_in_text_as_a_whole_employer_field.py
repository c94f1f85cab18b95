"""A company whose name is a common word, never searched for in running text ("Elastic"), is
still that company when the name is a position's whole employer field."""

from __future__ import annotations

import json
from datetime import date

from ingest.org_finder import org_finder
from tests.conftest import answered_names, module_engine

ASKED = date(2026, 12, 1)

_WRITER = {
    "basics": {"name": "Tove Halvorsrud", "email": "tove.h@example.no"},
    "work": [
        {"name": "Elastic", "position": "Technical Writer", "startDate": "2019-08",
         "endDate": "2022-02"},
        {"name": "Norlys Data", "position": "Technical Writer", "startDate": "2022-03"},
    ],
}  # fmt: skip

PEOPLE = {"Tove Halvorsrud"}
engine = module_engine({"tove.resume.json": json.dumps(_WRITER)}, "elastic", ASKED)


def test_a_common_word_name_as_the_whole_field_is_the_company() -> None:
    find = org_finder()
    assert find("Elastic") == "elastic" and find("elastic bands") is None


def test_its_people_are_found_by_period(engine: object) -> None:
    assert answered_names(engine, "who was at elastic in 2020", PEOPLE) == PEOPLE


def test_a_title_as_a_whole_field_is_no_company() -> None:
    assert org_finder()("Economist") is None  # (not The Economist: "Economist, HSBC, London")
