"""Entry headers as résumé templates lay them out in a PDF are read as one employer, one
title and one date range: a field pushed to the right margin ("Company ⟶ City", "Title ⟶
dates") stays a field of its own, and a range that a narrow date column cut after its dash
("Sep 2019 –" / "present") is one range. The CV is fictional, drawn with reportlab."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ingest.models import ParsedCV
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections


def _pdf() -> bytes:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    out = io.BytesIO()
    c = canvas.Canvas(out, pagesize=A4)
    y = 800.0

    def row(left: str, right: str = "", x: float = 60, size: float = 10) -> None:
        nonlocal y
        c.setFont("Helvetica", size)
        c.drawString(x, y, left)
        if right:
            c.drawRightString(540, y, right)
        y -= 15

    row("Ilse Vandermeer", size=16)
    row("ilse.vandermeer@example.org | +31 6 1234 5678")
    y -= 10
    row("Experience", size=12)
    row("Kestrel Avionics", "Eindhoven, Netherlands")
    row("Firmware Engineer, Flight Control", "Mar 2021 – Present")
    row("• Wrote the attitude estimator in C for the quadcopter autopilot.")
    row("Kestrel Avionics", "Eindhoven, Netherlands")
    row("Embedded Software Intern", "Feb 2020 – Aug 2020")
    row("• Built a CAN bus logger.")
    y -= 10
    row("Sep 2017 –", x=60)
    row("present", x=60)
    y += 30
    row("Teaching Assistant, Delft University of Technology", x=140)
    y -= 15
    row("Education", size=12)
    row("Delft University of Technology", "Delft, Netherlands")
    row("M.Sc. Embedded Systems", "Sep 2018 – Jul 2020")
    c.save()
    return out.getvalue()


@pytest.fixture(scope="module")
def cv(tmp_path_factory: pytest.TempPathFactory) -> ParsedCV:
    path: Path = tmp_path_factory.mktemp("layout") / "ilse_vandermeer.pdf"
    path.write_bytes(_pdf())
    return parse_file(path, 20_000_000)


def test_a_field_pushed_to_the_right_margin_stays_its_own_field(cv: ParsedCV) -> None:
    lines = [line.text for line in cv.lines]
    assert "Kestrel Avionics | Eindhoven, Netherlands" in lines
    assert "Firmware Engineer, Flight Control | Mar 2021 – Present" in lines
    assert "Ilse Vandermeer" in lines  # lines without a wide gap are unchanged


def test_a_date_range_cut_after_its_dash_is_one_range(cv: ParsedCV) -> None:
    assert "Sep 2017 – present" in [line.text for line in cv.lines]


def test_the_company_above_the_title_is_the_employer_not_the_team_or_the_city(
    cv: ParsedCV,
) -> None:
    profile = extract_profile(cv, split_sections(cv), None)
    jobs = [(e.employer, e.role, e.start, e.ongoing) for e in profile.employment]
    assert ("Kestrel Avionics", "Firmware Engineer", "2021-03", True) in jobs
    assert ("Kestrel Avionics", "Embedded Software Intern", "2020-02", False) in jobs
    assert not any("Eindhoven" in e.employer or e.employer == "Flight Control"
                   for e in profile.employment)  # fmt: skip


def test_an_icon_font_bullet_read_as_a_lone_letter_is_a_bullet() -> None:
    from ingest.parsers.pdf import icon_bullets

    lines = [
        "Apr 2023 – Present",
        "Staff Engineer, Northwind, Dublin, Payments f Technical lead for the ledger service.",
        "f Drove the migration of three batch jobs to streaming.",
        "f Mentor four engineers.",
        "Jul 2021 – Mar 2023",
        "Senior Engineer, Kestrel, Berlin",
        "f Owned the checkout service.",
    ]
    assert icon_bullets(lines) == [
        "Apr 2023 – Present",
        "Staff Engineer, Northwind, Dublin, Payments",
        "• Technical lead for the ledger service.",
        "• Drove the migration of three batch jobs to streaming.",
        "• Mentor four engineers.",
        "Jul 2021 – Mar 2023",
        "Senior Engineer, Kestrel, Berlin",
        "• Owned the checkout service.",
    ]
    prose = ["x Window System", "Built tools in C and Go.", "s Andrews is a town."]
    assert icon_bullets(prose) == prose  # no letter starts three lines
