"""A CV whose owner is named only in a footer that gives the name in two scripts; a bachelor's
written in capitals with its honours ("BSC (HONS)"); a degree whose track names a professional
body in brackets ("BA in Accounting (ACCA direction)") is still a degree at that school."""

from __future__ import annotations

from tests.conftest import lines_profile


def test_a_footer_with_the_name_in_two_scripts_names_the_owner() -> None:
    profile = lines_profile(
        [
            "Payroll Lead",
            "Lisbon · lvarela.hr@example.org",
            "Experience",
            "Atlântico Foods, Lisbon — Payroll Lead, 2019 – present",
            "---",
            "_Lúcia Varela Brito · 华丽霞 · CV updated October 2026_",
        ]
    )
    assert profile.names[0] == "Lúcia Varela Brito"


def test_a_bachelors_in_capitals_with_its_honours_is_a_bachelors() -> None:
    profile = lines_profile(
        [
            "Tobiah Renwick",
            "Education",
            "University of Leeds",
            "BSC (HONS) MATHEMATICS, FIRST CLASS                2010 – 2013",
        ]
    )
    read = [(e.school, e.degree) for e in profile.education]
    assert read == [("University of Leeds", "Bachelor")]


def test_a_degree_track_named_after_a_professional_body_keeps_its_school() -> None:
    profile = lines_profile(
        [
            "Mei Arrowsmith",
            "Education",
            "- Xiamen University — BA in Accounting (ACCA direction), 2008 – 2012",
        ]
    )
    assert [(e.school, e.degree) for e in profile.education] == [("Xiamen University", "Bachelor")]
