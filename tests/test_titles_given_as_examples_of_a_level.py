"""Titles a question gives as examples of the levels it asks ("a management title, such as
manager, head of, director or store manager") are alternatives, not roles that must be met
as well; "head of something" asks the words "head of"; a store manager is a manager."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.requirements import read_record_ask
from tests.conftest import answered_names, module_engine

ASKED = date(2026, 12, 1)


@pytest.mark.parametrize(
    "question",
    [
        "Who holds a management title now, such as manager, head of, director or store manager?",
        "哪些候选人目前的职位是管理岗（如经理、负责人、总监、店长）？",
    ],
)
def test_titles_listed_as_examples_of_levels_ask_only_the_levels(question: str) -> None:
    asked = read_record_ask(question)
    assert len(asked.clauses) == 1 and "seniority=director" in asked.clauses[0]
    assert "role=" not in asked.expression  # no store-manager role on top of the levels


def test_a_placeholder_after_title_words_is_not_part_of_them() -> None:
    expression = read_record_ask("whose current title says manager or head of something").expression
    assert 'title~"head of"' in expression and "something" not in expression
    assert 'title~"店长"' in expression  # a store manager's title says manager in Chinese


_HEAD = """Maren Solberg
maren.solberg@example.org

Experience
Fjordline Apps AS, Oslo — Head of Product — 03/2024 – present
Product Designer, Fjordline Apps AS, 2019 – 02/2024

Benchmarked our onboarding funnel against Saint-Gobain's dealer portal.

Internships
Summer Intern, Site Operations, Skanska, Bergen — 06/2014 – 08/2014
"""

_STORE = """# 简历

姓名：岑晓禾
邮箱：cen.xiaohe@example.cn

## 工作经历

2018.01 - 至今  青柚服饰零售有限公司  店长
2014.07 - 2017.12  青柚服饰零售有限公司  店员
"""

PEOPLE = {"Maren Solberg", "岑晓禾"}
engine = module_engine({"maren_solberg.txt": _HEAD, "岑晓禾_简历.md": _STORE}, "examples", ASKED)


def test_heads_and_store_managers_hold_a_management_title_now(engine: object) -> None:
    asked = "whose current title says manager or head of something"
    assert answered_names(engine, asked, PEOPLE) == PEOPLE
    asked = "which candidates hold a management title now, e.g. manager, head of or store manager?"
    assert answered_names(engine, asked, PEOPLE) == PEOPLE


def test_an_internship_at_a_large_contractor_is_one_at_a_construction_company(
    engine: object,
) -> None:
    assert answered_names(engine, "anyone interned with a building contractor", PEOPLE) == {
        "Maren Solberg"
    }


def test_a_large_company_named_in_another_jobs_bullet_is_no_employer(engine: object) -> None:
    # the catalog knows Saint-Gobain, so a benchmark in a Fjordline bullet is no job there
    assert answered_names(engine, "anyone ex saint gobain?", PEOPLE) == set()
    assert answered_names(engine, "有在圣戈班干过的吗", PEOPLE) == set()


@pytest.mark.parametrize(
    "question",
    ["现在是经理 店长 head这种的有谁", "现在是经理、店长这种职位的有谁", "lead / head type titles"],
)
def test_titles_listed_before_zhe_zhong_or_type_are_examples_of_levels(question: str) -> None:
    asked = read_record_ask(question)
    assert len(asked.clauses) == 1 and "role=" not in asked.expression
    assert "seniority=" in asked.clauses[0]


def test_a_head_last_in_a_list_of_levels_is_a_level() -> None:
    clause = read_record_ask("who is a team lead, manager or head right now").clauses[0]
    assert "seniority=director" in clause and "seniority=lead" in clause


def test_heads_and_store_managers_are_the_managers_a_closed_list_asks(engine: object) -> None:
    assert answered_names(engine, "现在是经理 店长 head这种的有谁", PEOPLE) == PEOPLE


def test_a_familys_leadership_title_asks_levels_not_the_words() -> None:
    asked = read_record_ask(
        "Which candidates currently hold an engineering leadership title such as VP of "
        "Engineering or Head of Engineering?"
    )
    assert 'title~"engineering leadership"' not in asked.expression
    assert "seniority=executive" in asked.expression
