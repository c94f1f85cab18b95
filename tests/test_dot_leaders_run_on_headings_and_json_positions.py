"""Layouts that hid a position's title or employer: dot leaders between a title and its dates
("Senior Engineer .......... 04/2021 - 09/2023"), a section heading run onto the end of the
line above it (a photo's text: "… in three countries). EXPERIENCE"), a JSON Resume position
that names its team after a comma ("Hardware Engineer, Webcams"), and a banker's "Associate".
People and companies are fictional where they are not well known."""

from __future__ import annotations

import json
from pathlib import Path

from ingest.author_lists import author_position, name_variants
from ingest.models import Profile
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import write


def _profile(path: Path) -> Profile:
    cv = parse_file(path, 20_000_000)
    return extract_profile(cv, split_sections(cv))


def _positions(profile: Profile) -> list[tuple[str, str | None, str | None]]:
    return [(e.employer, e.role, e.start) for e in profile.employment]


def test_dot_leaders_between_a_title_and_its_dates_are_no_part_of_either(tmp_path: Path) -> None:
    profile = _profile(
        write(
            tmp_path / "cv.txt",
            """TARJA VUORINEN
Systems engineer - Tampere, Finland
tarja.vuorinen@example.fi

EXPERIENCE

Nordlake Networks - Tampere
  Staff Engineer, Edge team ............................ since 10/2023
  Senior Engineer ........................... 04/2021 - 09/2023
  - Wrote the connection pool of the edge proxy.

Vellamo Software - remote (Turku)
  Software Engineer, Graphics (Renderer) ............ 06/2018 - 03/2021
  - GPU renderer.
""",
        )
    )
    titles = {role for _, role, _ in _positions(profile)}
    assert titles == {"Staff Engineer", "Senior Engineer", "Software Engineer"}


def test_a_heading_run_onto_the_line_above_still_opens_its_section(tmp_path: Path) -> None:
    profile = _profile(
        write(
            tmp_path / "cv.txt",
            """ROWAN PELTIER
Director of Engineering · rowan.peltier@example.com
SUMMARY
Runs checkout engineering (about 90 engineers in three countries). EXPERIENCE
Grab - Engineering Manager, Driver Platform Mar 2015 - Jun 2019
• Managed three teams building driver onboarding.
Creative Technology - Software Engineer Jul 2002 - Mar 2006
• PC drivers for portable media players.
EDUCATION
B.Eng. (Computer Engineering), National University of Singapore 1998-2002
""",
        )
    )
    assert _positions(profile) == [
        ("Grab", "Engineering Manager", "2015-03"),
        ("Creative Technology", "Software Engineer", "2002-07"),
    ]
    assert [d.org_id for d in profile.education] == ["nus"]


def test_a_json_resume_position_that_names_its_team_keeps_the_company(tmp_path: Path) -> None:
    resume = {
        "basics": {"name": "Anouk Ferrand", "email": "anouk.ferrand@example.com"},
        "work": [
            {
                "name": "Logitech",
                "position": "Hardware Engineer, Webcams",
                "startDate": "2014-03",
                "endDate": "2017-06",
            },
            {"name": "Logitech", "position": "Hardware Engineering Intern", "startDate": "2013-02"},
        ],
    }
    path = tmp_path / "anouk.json"
    path.write_text(json.dumps(resume), encoding="utf-8")
    assert {employer for employer, _, _ in _positions(_profile(path))} == {"Logitech"}


def test_a_bankers_associate_title_is_the_title(tmp_path: Path) -> None:
    profile = _profile(
        write(
            tmp_path / "cv.txt",
            """Kofi Ansah-Brandt
Investment Banking Associate

Experience
Sep 2022 – Associate, Investment Banking Division (TMT), Goldman Sachs International,
Present London
Line manager for two analysts; run day-to-day execution on M&A mandates
""",
        )
    )
    assert [(e.org_id, e.role) for e in profile.employment] == [("goldman", "Associate")]


def test_a_citation_that_says_its_owner_is_second_author_is_no_first_authorship() -> None:
    names = name_variants(["Cordula Fenwright"])
    line = (
        "Consent fatigue and data law, Asian Journal of Privacy, 2021-09 "
        "R. Tan and C. Fenwright (second author)."
    )
    assert author_position(line, names) == 2
    assert author_position("C. Fenwright, R. Tan. Consent fatigue. Privacy Law, 2021.", names) == 1


def test_a_citys_name_beside_the_employer_is_no_employer(tmp_path: Path) -> None:
    resume = {
        "basics": {"name": "Lin Qiaoyu", "email": "lin.qiaoyu@example.com"},
        "work": [
            {
                "name": "Harbourline & Reed, Beijing",
                "position": "Associate, Corporate & Compliance",
                "startDate": "2014-07",
                "endDate": "2019-06",
            },
        ],
    }
    path = tmp_path / "lin.json"
    path.write_text(json.dumps(resume), encoding="utf-8")
    assert _positions(_profile(path)) == [("Harbourline & Reed", "Associate", "2014-07")]


def test_a_place_and_dates_under_a_header_with_a_dated_note_belong_to_it(tmp_path: Path) -> None:
    profile = _profile(
        write(
            tmp_path / "cv.md",
            """# Tang Weiyuan
Staff SRE · Beijing · tang.weiyuan@example.com

## Experience
Volcano Engine (ByteDance) — Staff SRE, Cloud-Native Reliability
Sep 2021 – Present, Beijing
• Own reliability of the managed Kubernetes service.
Alibaba Cloud — Senior SRE (promoted Jul 2019), SRE before that
Apr 2017 – Aug 2021, Hangzhou
• ECS control-plane capacity planning.
""",
        )
    )
    assert ("Alibaba Cloud", "Senior SRE", "2017-04") in _positions(profile)
    assert all(employer != "Hangzhou" for employer, _, _ in _positions(profile))
