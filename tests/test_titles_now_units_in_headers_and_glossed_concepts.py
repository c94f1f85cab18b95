"""Reading CVs: a firm before a city-state ("…, Northgate Research, Hong Kong") is the
employer, not the coverage team before it; a system's segment after a title ("RF ENGINEER,
GROUND SEGMENT") is a team, the name on the dates line the employer; 外包 in a unit's name
("薪酬外包事业部") makes no contract; 出纳 is a title; a paper's "Sole author." is its first
author. Questions: a title held now that no role family holds ("谁现在是乘务长"); a team
"管着" now; HR outsourcing firms and satcom operators are kinds; "worked for Shell" is a
place; a kind's noun "brand"; a gloss closing the question ("… 分流对照那种") and a word of a
concept's name ("AB") need not be said. People and employers are fictional unless the
catalogs know them."""

from __future__ import annotations

import pytest

from ingest.author_lists import author_position, name_variants
from ingest.language import NOT_PERMANENT
from tests.conftest import lines_profile, read_question


def test_a_firm_before_a_city_state_is_the_employer() -> None:
    profile = lines_profile(
        [
            "Ottilie Brandt",
            "Experience",
            "Jan 2023 – Present",
            "Senior Analyst, Asia Consumer, Northgate Research, Hong Kong",
            "Lead analyst on 18 consumer names.",
        ]
    )
    assert [e.employer for e in profile.employment] == ["Northgate Research"]


def test_a_segment_after_a_title_is_a_team() -> None:
    profile = lines_profile(
        [
            "Tomasz Wierzbicki",
            "Experience",
            "Skyreach Comms                                       Sep 2018 – May 2021",
            "RF ENGINEER, GROUND SEGMENT                                   London, UK",
            "• Designed Ka-band block upconverters.",
        ]
    )
    assert [(e.employer, e.role) for e in profile.employment] == [("Skyreach Comms", "RF ENGINEER")]


def test_outsourcing_in_a_units_name_is_no_contract_and_a_cashier_is_a_title() -> None:
    profile = lines_profile(
        [
            "邬晓岚",
            "工作经历",
            "2019年6月 - 至今　华衡人力资源（上海）有限公司　薪酬外包事业部　高级薪酬专员",
            "负责 12 家客户的月度薪资核算与发放。",
            "2012年9月 - 2014年6月　上海明远贸易有限公司　财务部　出纳",
            "负责现金与银行日记账。",
        ]
    )
    assert [e.role for e in profile.employment] == ["高级薪酬专员", "出纳"]
    assert (
        NOT_PERMANENT.search("华衡人力资源（上海）有限公司　薪酬外包事业部　高级薪酬专员") is None
    )
    assert NOT_PERMANENT.search("华衡人力资源（上海）有限公司　测试工程师（外包）") is not None


def test_a_sole_author_is_the_first() -> None:
    vale = name_variants(["Ilinca Vale"])
    line = "Travel rules for crypto custodians. Journal of Payments Law, 2020. Sole author. Vol. 6."
    assert author_position(line, vale) == 1


@pytest.mark.parametrize(
    ("question", "clauses"),
    [
        ("谁现在是乘务长", ['title~"乘务长" or title~"purser"']),
        ("目前担任值班长的有吗", ['title~"值班长"']),
        ("现在手下管着10个人以上的", ["current_team_size>=10"]),
        ("anyone doing payroll at an HR outsourcing company", ["industry=hr_services", "role=hr"]),
        ("any satcom folks? someone from a satellite operator", ["industry=space"]),
        ("anyone interned at an FMCG brand?", ["intern_industry=consumer_goods"]),
        ("现在在币圈交易所上班的有吗", ["current_industry=crypto"]),
    ],
)
def test_titles_teams_and_kinds_asked(question: str, clauses: list[str]) -> None:
    c = read_question(question)
    assert c.record.clauses == clauses
    assert not c.topic_terms


def test_worked_for_a_company_that_names_a_skill_too_is_a_place() -> None:
    c = read_question("Which candidates have worked for Shell or any of its subsidiaries?")
    assert c.employers == {"shell-plc"} and not c.skills
    assert read_question("who used Python for Shell scripting").skills == {"python", "shell"}


def test_a_concept_glossed_at_the_end_is_the_whole_topic() -> None:
    c = read_question("有人在工作里搞过AB实验吗 分流对照那种")
    assert "ab-testing" in c.concepts
    assert c.topic == "AB 实验" and not c.must
