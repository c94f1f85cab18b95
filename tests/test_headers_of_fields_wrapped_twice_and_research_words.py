"""An entry's header of fields that a PDF wrapped twice ("Title, Unit," / "Employer (ABBR), Hong"
/ "Kong Securities, City.") is one header again, however long its employer's name; 行业研究 is
sell-side research a recruiter asks for in Chinese."""

from __future__ import annotations

from ingest.entry_fields import is_place
from ingest.models import TextLine
from ingest.parsers.wrapping import unwrap
from tests.conftest import lines_profile

HEADER = [
    "Equity Research Associate, Consumer & Internet,",
    "China International Capital Corporation (CICC), Hong",
    "Kong Securities, Hong Kong.",
    "Jul 2023 – Present",
    "• Support the lead analyst covering 14 Hong Kong-listed consumer and internet names and build",
    "three-statement models and DCF / SOTP valuations for the team's coverage universe.",
]


def test_a_header_wrapped_twice_is_one_line_again() -> None:
    lines = unwrap([TextLine(text=t, page=1) for t in HEADER])
    assert [x.text for x in lines] == [
        "Equity Research Associate, Consumer & Internet, China International Capital "
        "Corporation (CICC), Hong Kong Securities, Hong Kong.",
        "Jul 2023 – Present",
        *[x.text for x in lines[2:]],
    ]


def test_a_long_employer_name_in_a_header_ending_in_a_full_stop_is_the_employer() -> None:
    profile = lines_profile(
        [
            "Anjali Roe",
            "Experience",
            "Analyst, China International Capital Corporation (CICC), Hong Kong.",
            "Jul 2023 – Present",
            "• Support the lead analyst covering consumer names.",
        ]
    )
    read = [(e.employer, e.role) for e in profile.employment]
    assert read == [("China International Capital Corporation (CICC)", "Analyst")]


def test_a_city_with_the_headers_full_stop_is_a_place() -> None:
    assert is_place("Hong Kong.")


def test_hang_ye_yan_jiu_is_equity_research() -> None:
    from ingest.skills import SkillCatalog

    found = {m.id for m in SkillCatalog.load().find("在券商做过行业研究")}
    assert "sell-side-research" in found
