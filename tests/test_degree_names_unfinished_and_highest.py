"""Degree classes found by a fourth blind held-out set, each pinned on fictional CVs
(tests/fixtures/layouts4_degrees.py): European and Canadian degree names, "硕士研究生" with
closed dates, a degree left unfinished, "An MBA counts" (every master's, not MBAs only), a
highest-degree question with a negated clause ("没有…研究生学位"), and "never completed any
degree"."""

from __future__ import annotations

import pytest

from bot.answer.degree_status import degree_status
from bot.answer.engine import AnswerEngine
from bot.answer.question import analyze, constraints_of
from ingest.language import STUDENT, degree_matches
from ingest.orgs import OrgCatalog
from ingest.skills import SkillCatalog
from tests.conftest import answered_names, module_engine
from tests.fixtures.layouts4_degrees import ALL

PEOPLE = {
    "Giulia Ferraro", "Kwame Asante", "Farida Nasser", "孟晓雯", "邓子航", "Lucía Romero",
    "罗嘉豪", "Noor Haddad",
}  # fmt: skip


engine = module_engine(ALL, "blind4deg")


def names(engine: AnswerEngine, question: str) -> set[str]:
    return answered_names(engine, question, PEOPLE)


# -- degree words ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "levels"),
    [
        ("Laurea Magistrale (MSc), double degree", ["Master"]),  # one degree, two names
        ("Laurea (BSc), Computer Engineering", ["Bachelor"]),
        ("Grado en Ingeniería Informática", ["Bachelor"]),
        ("Máster en Inteligencia Artificial", ["Master"]),
        ("Diplôme d'Ingénieur, 2015", ["Master"]),
        ("BASc, Engineering Science", ["Bachelor"]),
        ("MASc in Electrical Engineering", ["Master"]),
        ("MSc Data Science (Merit)", ["Master"]),
        # professional first degrees
        ("B.Pharm, Manipal College of Pharmaceutical Sciences", ["Bachelor"]),
        ("BPharm (Hons)", ["Bachelor"]),
        ("MBBS, 2012", ["Bachelor"]),
        ("BVSc, Veterinary Science", ["Bachelor"]),
        ("BSN, Nursing", ["Bachelor"]),
    ],
)
def test_degree_name_families(text: str, levels: list[str]) -> None:
    assert [level for level, _, _ in degree_matches(text)] == levels


def test_a_degree_named_with_its_graduate_word_is_not_a_student_status() -> None:
    assert not STUDENT.search("硕士研究生")
    assert not STUDENT.search("博士研究生")
    assert STUDENT.search("在读研究生")
    assert degree_status("2016.09-2019.03 浙江大学 计算机技术 硕士研究生") == "completed"


@pytest.mark.parametrize(
    "segment",
    [
        "Grado en Ingeniería Informática left in 2015 without completing the degree",
        "2011.09-2013.06 重庆大学 自动化 本科肄业",
        "BSc Physics, 2010 – 2012 (dropped out)",
    ],
)
def test_a_degree_left_unfinished_is_incomplete(segment: str) -> None:
    assert degree_status(segment) == "incomplete"


# -- question phrasing -------------------------------------------------------------------------
def _constraints(question: str) -> tuple[str | None, str | None, str, list[str]]:
    c = constraints_of(analyze(question), OrgCatalog.load(), SkillCatalog.load())
    return c.degree, c.degree_name, c.degree_status, c.topic_terms


def test_a_named_degree_that_also_counts_does_not_narrow_the_level() -> None:
    q = "Who has a completed master's degree? An MBA counts; degrees in progress do not."
    assert _constraints(q)[:3] == ("Master", None, "completed")
    assert _constraints("Who has a completed MBA?")[:3] == ("Master", "MBA", "completed")


def test_a_negated_degree_is_not_the_level_asked_for() -> None:
    q = "哪些人的最高学历是本科（没有已完成或在读的研究生学位）？"
    degree, _, status, terms = _constraints(q)
    # it says in-progress degrees count: the highest of those held or being studied for
    assert (degree, status) == ("Bachelor", "highest_studying")
    assert _constraints("Whose highest degree is a bachelor's?")[2] == "highest"  # held only
    assert not [t for t in terms if t in ("没", "完成", "读的")]
    assert _constraints("Who has a bachelor's degree but no master's?")[0] == "Bachelor"


def test_never_completed_is_a_degree_status() -> None:
    q = "Which candidate started a university degree but never completed any degree?"
    assert _constraints(q) == ("any", None, "never_completed", [])
    assert _constraints("谁本科肄业？")[::2] == ("Bachelor", "never_completed")
    # "not yet" is a degree in progress, not one left unfinished
    assert _constraints("Who has not yet completed their PhD?")[2] != "never_completed"


# -- end to end --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "Who has a completed master's degree? An MBA counts; degrees in progress do not.",
            {"Giulia Ferraro", "Kwame Asante", "Farida Nasser", "孟晓雯"},
        ),
        ("Who has a completed MBA?", {"Farida Nasser"}),
        ("哪些人的最高学历是本科（没有已完成或在读的研究生学位）？", {"邓子航"}),
        # the highest degree held: a PhD candidate's is still her bachelor's
        ("Whose highest degree is a bachelor's?", {"邓子航", "Noor Haddad"}),
        (
            "Which candidate started a university degree but never completed any degree?",
            {"Lucía Romero", "罗嘉豪"},
        ),
        ("Who has a bachelor's degree?", PEOPLE - {"Lucía Romero", "罗嘉豪"}),
        ("哪些候选人有博士学位或正在攻读博士？", {"Noor Haddad"}),
    ],
)
def test_degree_questions(engine: AnswerEngine, question: str, expected: set[str]) -> None:
    assert names(engine, question) == expected
