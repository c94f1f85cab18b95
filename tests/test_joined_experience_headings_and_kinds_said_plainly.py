"""A plain heading of two kinds joined ("Research & Industry Experience") opens an experience
section, so a skill used in an internship under it is used at work; "as employees or interns"
asks either; 工程建设公司 is a construction company and "a chemicals maker" a chemicals one."""

from __future__ import annotations

from datetime import date

from bot.answer.requirements import read_record_ask
from ingest.models import TextLine
from ingest.sections import section_heading
from tests.conftest import answered_names, module_engine, read_question

ASKED = date(2026, 12, 1)


def test_a_plain_heading_of_two_kinds_joined_is_an_experience_section() -> None:
    heading = section_heading(TextLine(text="Research & Industry Experience"))
    assert heading is not None and heading[0] == "experience"
    assert section_heading(TextLine(text="Head of Digital Experience")) is None


def test_employees_or_interns_asks_either() -> None:
    c = read_question("who was at Cambricon, as employees or interns, at any time during 2019?")
    assert c.employers == {"cambricon"} and not c.intern_only and not c.fulltime


def test_kinds_of_company_said_plainly() -> None:
    assert read_record_ask("现在在工程建设公司上班的有谁").clauses == [
        "current_industry=construction"
    ]
    assert read_record_ask("anyone interned at a chemicals maker?").clauses == [
        "intern_industry=chemicals"
    ]


_ROBOTICIST = """Aurelio Brandvik
abrandvik@example.org

Education
ETH Zurich                                                        Zurich, Switzerland
DOCTORAL STUDIES (PHD), ROBOTIC SYSTEMS                           Sep 2020 – present

Research & Industry Experience
Alibaba DAMO Academy                                              Hangzhou, China
RESEARCH INTERN, ROBOTICS LAB                                     summer 2022
• Trained locomotion policies on an internal Kubernetes GPU cluster.

Skills
Python, C++, Kubernetes
"""

_LISTED = """Ingrid Solvang
isolvang@example.org

Experience
Data Analyst, Fjordkraft, Oslo — 2019 – present
• Built the monthly churn dashboards in Power BI.

Skills
Kubernetes, Docker, SQL
"""

PEOPLE = {"Aurelio Brandvik", "Ingrid Solvang"}
engine = module_engine({"aurelio.txt": _ROBOTICIST, "ingrid.txt": _LISTED}, "joined", ASKED)


def test_a_skill_used_in_an_internship_under_a_joined_heading_is_used_at_work(
    engine: object,
) -> None:
    asked = "Which candidates have used Kubernetes in a job or internship?"
    assert answered_names(engine, asked, PEOPLE) == {"Aurelio Brandvik"}


def test_a_qualified_heading_is_the_heading_it_qualifies() -> None:
    qualified = ["Other Work Experience", "Additional Experience", "Previous Positions"]
    for text in [*qualified, "Employment Record", "其他工作经历", "主要工作经历", "实习与工作经历"]:
        heading = section_heading(TextLine(text=text))
        assert heading is not None and heading[0] == "experience", text
    heading = section_heading(TextLine(text="Other Experience"))
    assert heading is not None and heading[0] == "activities"  # (jobs there: activity_jobs)
