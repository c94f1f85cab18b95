"""Classes of failure found by a third blind held-out set, each pinned on fictional CVs
(tests/fixtures/layouts3.py): how a CV is laid out (JSON Resume entries, two columns side by
side in plain text, a Chinese publications heading) and how a question is phrased (degree
status, "only a bachelor's", a named degree, a turned-down offer, "went to")."""

from __future__ import annotations

import pytest

from bot.answer.engine import AnswerEngine
from ingest.parsers.columns import unweave
from tests.conftest import answered_names, module_engine
from tests.fixtures.layouts3 import ALL, RIGHT_ALIGNED_DATES, TWO_COLUMNS

PEOPLE = {
    "Arvid Solberg", "Lena Markovic", "Jonas Feld", "Priya Nair", "Mateo Ruiz", "顾晨曦",
    "Hannah Ortiz", "韩雪",
}  # fmt: skip


engine = module_engine(ALL, "blind3")


def names(engine: AnswerEngine, question: str) -> set[str]:
    return answered_names(engine, question, PEOPLE)


# -- layouts ---------------------------------------------------------------------------------
def test_two_columns_side_by_side_are_read_one_after_the_other() -> None:
    text = unweave(TWO_COLUMNS)
    assert text is not None
    lines = text.split("\n")
    # the job's bullet follows the job (before: the LANGUAGES column ran in between)
    job = lines.index("Staff Engineer, Grab                2022 – present")
    assert lines[job + 1] == "- Led the remote build cache rollout for"
    assert lines.index("SKILLS") < lines.index("Serbian (native)") < lines.index("PROFILE")


def test_right_aligned_dates_are_not_a_second_column() -> None:
    assert unweave(RIGHT_ALIGNED_DATES) is None


def test_a_job_in_a_two_column_cv_keeps_its_bullets(engine: AnswerEngine) -> None:
    assert names(engine, "Who worked on build caches at Grab?") == {"Lena Markovic"}


def test_json_resume_internship_is_not_full_time(engine: AnswerEngine) -> None:
    assert names(engine, "Who has worked full-time at Infosys?") == set()
    assert names(engine, "Who has interned at Infosys?") == {"Arvid Solberg"}


def test_chinese_publications_heading_and_society_venue(engine: AnswerEngine) -> None:
    assert names(engine, "Who has published at USENIX Security?") == {"顾晨曦"}
    assert names(engine, "Who has a first-author paper at USENIX Security?") == {"顾晨曦"}


# -- question phrasing -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Does anyone have a completed MBA?", set()),
        ("Who is doing an MBA?", {"Priya Nair"}),
        ("Who has a completed PhD? In-progress degrees do not count.", {"顾晨曦"}),
        ("Which candidates hold a PhD or are currently pursuing one?", {"顾晨曦", "Hannah Ortiz"}),
        ("已经博士毕业并且会 Rust 的有谁？", {"顾晨曦"}),
        ("哪些人已经拿到硕士学位？在读的不算。", {"Priya Nair", "Lena Markovic"}),
        ("Who is currently studying for a degree?", {"Priya Nair", "Hannah Ortiz"}),
        (
            "Which candidates have only a bachelor's degree, with no graduate degree?",
            {"Arvid Solberg", "Mateo Ruiz", "Jonas Feld"},
        ),
    ],
)
def test_degree_status_in_the_question(
    engine: AnswerEngine, question: str, expected: set[str]
) -> None:
    assert names(engine, question) == expected


def test_a_turned_down_offer_is_not_employment(engine: AnswerEngine) -> None:
    assert names(engine, "Who has worked at Google?") == {"Hannah Ortiz"}
    assert names(engine, "Has anyone worked full-time at Google?") == set()


def test_only_interned_never_full_time(engine: AnswerEngine) -> None:
    assert names(engine, "谁只在华为实习过、没有在华为全职工作过？") == {"顾晨曦"}


def test_went_to_a_school(engine: AnswerEngine) -> None:
    assert names(engine, "Who went to Wuhan University?") == {"顾晨曦"}


def test_a_job_title_asked_in_the_other_language(engine: AnswerEngine) -> None:
    assert names(engine, "Who has worked as a product manager?") == {"韩雪"}
    assert names(engine, "谁做过数据科学家？") == {"Priya Nair"}
