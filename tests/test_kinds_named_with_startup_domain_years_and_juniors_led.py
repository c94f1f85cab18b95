"""A kind of company named with "startup" ("a grocery delivery startup") asks the kind; 即时零售
is quick commerce; years in a domain whose name says 管理 ("临床数据管理经验") are no people
management; "带领 2 名应届生" mentors juniors and leads no team."""

from __future__ import annotations

from datetime import date

from bot.answer.requirements import read_record_ask
from tests.conftest import answered_names, module_engine

ASKED = date(2026, 12, 1)

_CDM = """Adaeze Korvald
akorvald@example.org

EXPERIENCE
IQVIA — Clinical Data Management, Reading UK
Senior Clinical Data Manager | Mar 2021 – Present
• Owned the Data Management Plan and delivered database lock ahead of plan.
Parexel International — Leeds UK
Clinical Data Associate | 09/2017 – 02/2021
• Query management and medical coding for phase I/II studies.
"""

_GROCER = """Wilhelmina Strand
wstrand@example.org

Experience
Category Manager, Getir UK, London — 04/2021 – 09/2024
Buyer, J Sainsbury's plc, London — 2017 – 2021
"""

_HARDWARE = """简历
姓名：卢嘉澍
邮箱：lujiashu@example.cn

工作经历
2019.07 - 至今　某电力电子有限公司　高级硬件工程师
  - 带领 2 名应届生完成 EMC 整改。
"""

PEOPLE = {"Adaeze Korvald", "Wilhelmina Strand", "卢嘉澍"}
engine = module_engine(
    {"cdm.txt": _CDM, "grocer.txt": _GROCER, "卢嘉澍.txt": _HARDWARE}, "kinds", ASKED
)


def test_a_kind_named_with_startup_asks_the_kind(engine: object) -> None:
    asked = "anyone from a grocery delivery startup or online grocer"
    assert "startup" not in read_record_ask(asked).expression
    assert answered_names(engine, asked, PEOPLE) == {"Wilhelmina Strand"}


def test_ji_shi_ling_shou_is_quick_commerce(engine: object) -> None:
    assert answered_names(engine, "在即时零售公司干过的", PEOPLE) == {"Wilhelmina Strand"}


def test_years_in_a_domain_count_the_positions_that_name_it(engine: object) -> None:
    asked = read_record_ask("8+ years in clinical data management")
    assert asked.clauses == ["years_with_clinical-data-management>=8"]
    assert answered_names(engine, "8+ years in clinical data management", PEOPLE) == {
        "Adaeze Korvald"
    }


def test_a_domain_whose_name_says_management_asks_no_people_management() -> None:
    assert read_record_ask("8年以上临床数据管理经验的").clauses == [
        "years_with_clinical-data-management>=8"
    ]


def test_juniors_brought_along_are_no_team_led(engine: object) -> None:
    assert answered_names(engine, "带过团队的 要有直属下属那种", PEOPLE) == set()


def test_leading_a_named_team_or_group_still_leads_people() -> None:
    import re

    from ingest.language.seniority import LEADS_TEAM

    for line in ("带领研发团队完成交付", "带领 6 人的算法小组", "带领 6 人团队"):
        assert re.search(LEADS_TEAM, line), line
    assert not re.search(LEADS_TEAM, "带领 2 名应届生完成 EMC 整改")
