"""Classes found by stop 50's work on classes left open and its blind round, each pinned on
fictional people: a city's district given as a job's place ("Chelsea", "海淀"); kinds of
employer listed as places ("在资管或者PE实习过"); a bank's "securities arms" said to count; a
lead auditor's credential that leads no people."""

from __future__ import annotations

from datetime import date

from ingest.language.seniority import seniority_of
from tests.conftest import answered_names, lines_profile, module_engine, read_question

ASKED = date(2026, 11, 28)


def test_kinds_of_employer_listed_after_a_place_word_are_each_asked() -> None:
    for question in ("有在资管或者PE实习过的吗", "有在PE或者资管实习过的吗"):
        clauses = read_question(question).record.clauses
        assert sorted(clauses[0].split(" or ")) == [
            "intern_industry=fund",
            "intern_industry=private_equity",
        ], question
    three = read_question("有在 PE、资管或者券商工作过的吗").record.clauses[0].split(" or ")
    assert sorted(three) == ["industry=fund", "industry=private_equity", "industry=securities"]
    assert read_question("在资管工作过的").record.clauses == ["industry=fund"]


def test_securities_arms_said_to_count_with_banks_are_asked_too() -> None:
    read = read_question("who works at a bank now? banks and their securities arms count")
    assert read.record.clauses == ["current_industry=bank or current_industry=securities"]


def test_a_lead_auditor_is_a_senior_grade_not_a_team_lead() -> None:
    assert seniority_of("Lead Food Safety Auditor") == "senior"
    assert seniority_of("Lead ISO 9001 Assessor") == "senior"
    assert seniority_of("Lead Engineer") == "lead"
    assert seniority_of("Audit Team Lead") == "lead"


CVS = {
    "orla_penhallow.txt": "\n".join(
        [
            "Orla Penhallow",
            "orla.penhallow@example.com",
            "Experience",
            "Harwick & Pole Bistro, Chelsea -- Line Cook",
            "Mar 2014 - Aug 2017",
            "Blackfriar Catering Ltd, Manchester -- Kitchen Manager",
            "Sep 2017 - present",
            "Managing a kitchen team of 9",
        ]
    ),
    "bram_oduya.txt": "\n".join(
        [
            "Bram Oduya",
            "bram.oduya@example.com",
            "Experience",
            "Lantern Foods Ltd, Leeds -- Lead Food Safety Auditor",
            "Jan 2019 - present",
            "Lead auditor for retail supplier audits; no direct reports.",
        ]
    ),
    "祁望川.txt": "\n".join(
        [
            "祁望川",
            "qi.wangchuan@example.com",
            "工作经历",
            "2016.07 - 至今  北京云栈科技有限公司（海淀）  后端工程师",
        ]
    ),
}
PEOPLE = {"Orla Penhallow", "Bram Oduya", "祁望川"}

engine = module_engine(CVS, "district-places", ASKED)


def test_a_district_given_as_a_jobs_place_is_its_city(engine: object) -> None:
    assert answered_names(engine, "2015年在伦敦上班的有谁", PEOPLE) == {"Orla Penhallow"}
    assert answered_names(engine, "who has worked in beijing", PEOPLE) == {"祁望川"}


def test_a_lead_auditor_is_no_people_manager_now(engine: object) -> None:
    assert answered_names(engine, "现在手下有人的 带团队那种", PEOPLE) == {"Orla Penhallow"}


def test_a_header_ending_in_its_team_heads_the_entry_below_its_dates() -> None:
    profile = lines_profile(
        ["Tove Aasland", "Experience",
         "Student Researcher (intern), Halden Robotics, Oslo, Norway, Perception team.",
         "Jun 2025 – Sep 2025", "Trained grasping policies in simulation.",
         "Research Intern, Vesterhavet Labs, Bergen, Norway.", "05/2023 – 08/2023",
         "Built contact-rich training environments."]
    )  # fmt: skip
    assert [(e.employer, e.start) for e in profile.employment] == [
        ("Halden Robotics", "2025-06"),
        ("Vesterhavet Labs", "2023-05"),
    ]


def test_a_promotion_bullet_with_the_title_before_in_brackets_is_two_steps() -> None:
    profile = lines_profile(
        ["谷某", "工作经历", "深圳市某某飞行器有限公司（2019 年 7 月–至今）",
         "• 2022 年 4 月起任高级固件工程师（此前为固件工程师），所在部门：飞控固件组。",
         "• 负责电调固件开发。",
         "杭州某某微电子有限公司", "（2017 年暑期）", "• 芯片验证实习生（暑期实习）",
         "• 编写寄存器自检用例。"]
    )  # fmt: skip
    assert [(e.role, e.start, e.end) for e in profile.employment] == [
        ("高级固件工程师", "2022-04", None),
        ("固件工程师", "2019-07", "2022-03"),
        ("芯片验证实习生（暑期实习）", "2017-06", None),
    ]


def test_kinds_fields_and_moves_of_this_round_are_read() -> None:
    assert read_question("who's at a crypto exchange right now").record.clauses == [
        "current_industry=crypto"
    ]
    assert read_question("anyone with mining company experience").record.clauses == [
        "industry=mining"
    ]
    kindergarten = read_question("2020年在幼儿园上班的有谁").record.clauses
    assert kindergarten[0] == "industry_years_early_childhood=2020"
    for question in ("有从律师转做合规的吗", "any solicitor turned compliance officer"):
        assert read_question(question).record.clauses == ["role_moves=lawyer_to_compliance"]
    aml = read_question("做过反洗钱的")
    assert aml.concepts == ["aml"]
    etch = read_question("有做刻蚀工艺的工程师吗")  # the engineer asked is any engineer
    assert (etch.concepts, etch.topic) == (["etch"], "刻蚀工艺")
