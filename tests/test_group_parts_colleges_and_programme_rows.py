"""A non-degree programme on its own dated row ("2021 Leadership Programme (non-degree …)")
does not cancel the degree above it; an independent college after its founding university's
name ("<大学>南广学院") is another school, without the university's tier; "WHU – Otto Beisheim
School of Management" is not Wuhan University's WHU; a degree whose words a ";" splits off its
school ("MSc … (distance learning, part-time; in progress) | <School>") is studied part-time;
a hospital, a convenience-store chain and a fintech named by their kind or in Chinese; "实际"
is no topic; kinds listed after a group's name ("the <group> family? bank, <unit>, whatever
part of it") are its parts, not kinds asked; "JESD204C" is a "JESD204" too; "2018年暑假" is
that summer's months; "Employer — Role, <a site's long name>" under its dates is a position's
header; "head-of-function" and "running a whole function" ask a director's level; an
investment manager (投资经理) manages no people; a competition of "CFA 协会" is no CFA charter;
"客户成功" is customer success. People and employers are fictional unless the catalogs know
them."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from bot.answer.engine import AnswerEngine
from ingest.language.seniority import seniority_of
from tests.conftest import answered_names, lines_profile, module_engine, read_question
from vectorstore.lexical import tokenize

CVS = {
    "tomas_lindqvist.txt": """Tomas Lindqvist
Regional Sales Manager
E-mail: tomas.lindqvist@example.com

Experience
Mar 2018 – Present
Regional Sales Manager, Nordic, Keller Sensorik GmbH, Stockholm
Manage 5 sales engineers.

Education
2006 – 2010 B.Eng., Measurement & Control, Zhejiang University, Hangzhou
2021 Sales Leadership Programme (non-degree executive education certificate), INSEAD, Fontainebleau
""",
    "bai_yutong.txt": """白雨桐
bai.yutong@example.com

工作经历
2019.07 – 至今 杭州青禾文化传媒有限公司 内容运营经理
- 负责短视频栏目策划，实际做过 A/B 测试优化封面点击率。

实习经历
2018.07 – 2018.08 南京白鹭数字传媒有限公司 新媒体运营实习生

教育背景
2015.09 – 2019.06 中国传媒大学南广学院 网络与新媒体 本科
""",
    "greta_holm.json": """{
  "basics": {"name": "Greta Holm", "email": "greta.holm@example.com"},
  "work": [
    {"name": "Aurelia Components GmbH", "position": "Procurement Manager",
     "startDate": "2019-04", "summary": "Commodity strategy for castings."},
    {"name": "Aurelia Components GmbH", "position": "Working Student (Purchasing)",
     "startDate": "2017-10", "endDate": "2018-04"}
  ],
  "education": [
    {"institution": "WHU - Otto Beisheim School of Management", "area": "Business Administration",
     "studyType": "Part-Time MBA", "startDate": "2020-09", "endDate": "2022-08"},
    {"institution": "Karlsruhe Institute of Technology (KIT)", "area": "Industrial Engineering",
     "studyType": "B.Sc.", "startDate": "2011-10", "endDate": "2015-07"}
  ]
}
""",
    "naledi_khumalo.md": """# Naledi Khumalo

naledi.khumalo@example.com

## Experience

04/2016 – present | Clinical Pharmacist, Department of Pharmacy, Singapore General Hospital

## Education

Years | Qualification | Institution
2023 – present | MSc Public Health (distance learning, part-time; in progress) | Lakeside \
Institute of Public Health, University of Eastvale
2010 – 2014 | BPharm | University of Eastvale
""",
    "xu_manqing.txt": """许曼卿
xu.manqing@example.com

工作经历
2020.03 – 至今 罗森(中国)投资有限公司 华东区 区域经理
2014.07 – 2020.02 上海福满家便利有限公司（全家 FamilyMart） 店长

教育背景
2010.09 – 2014.06 上海商学院 市场营销 本科
""",
    "kelvin_tan.md": """# Kelvin Tan

kelvin.tan@example.com

## Experience

### Senior iOS Engineer — OneConnect Financial Technology (Ping An Group), Shenzhen
*Jul 2021 – Present*
- KYC onboarding flows.

### iOS Engineer — Harbourline Travel, Singapore
*Nov 2018 – Jun 2021*

### UX Design Intern, Games — Garena (Sea Group), Singapore
*Jun 2017 – Aug 2017*
""",
    "ines_laurent.txt": """Ines Laurent
Cluster Revenue Manager | Lyon | ines.laurent@example.com
Professional Experience
Period | Employer / Role | Highlights
01/2023 - today
Marriott International — Cluster Revenue Manager, Lyon Marriott Hotel Cité Internationale \
& Lyon Riverside Suites
Promoted to run revenue for both hotels; lead a team of three analysts. Cluster RevPAR \
index up 7 points in 2024.
03/2019 - 12/2022
Marriott International — Revenue Manager, Lyon Marriott Hotel Cité Internationale
Moved the hotel onto a new RMS.
""",
    "he_wanqing.txt": """贺婉清
he.wanqing@example.com

工作经历
2022.04 – 至今 青岚资本 私募股权投资部 投资经理
- 负责消费赛道项目的尽职调查与投后管理。
2019.07 – 2022.03 Northgate Industrial Solutions 华东区 Head of Customer Success
- 负责华东区客户成功团队，管理 6 名客户成功经理。

其他
2018 年 CFA 协会投资分析挑战赛(CFA Institute Research Challenge)中国区决赛入围
""",
}
PEOPLE = {
    "Tomas Lindqvist", "白雨桐", "Greta Holm", "Naledi Khumalo", "许曼卿", "Kelvin Tan",
    "Ines Laurent", "贺婉清",
}  # fmt: skip


def extract_employment(lines: list[str]) -> list[Any]:
    return lines_profile(lines).employment


engine = module_engine(CVS, "group-parts-colleges", date(2026, 11, 30))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # a degree above a non-degree programme's own row stands
        ("Which candidates hold a bachelor's from a 985 university?", {"Tomas Lindqvist"}),
        # an independent college and a German business school are not the universities whose
        # names they start with
        ("211院校毕业的有谁", {"Tomas Lindqvist"}),
        # a part-time degree whose words a ";" splits off its school's
        ("anyone doing a part time degree right now", {"Naledi Khumalo"}),
        # a hospital asked in Chinese, or by its letters
        ("19年有谁在新加坡中央医院上班", {"Naledi Khumalo"}),
        ("who was at SGH in 2019", {"Naledi Khumalo"}),
        # a kind of employer: convenience stores; a fintech told by its name's words
        ("convenience store chain experience?", {"许曼卿"}),
        ("现在在互金公司上班的有谁", {"Kelvin Tan"}),
        # "实际" says how, no topic of its own
        ("哪些候选人在工作中实际做过 A/B 测试？", {"白雨桐"}),
        # a summer: its middle months, not the year's
        ("2018年暑假在实习的有谁", {"白雨桐"}),
        ("anyone interned somewhere in summer 2018", {"白雨桐"}),
        # a competition of the body that awards a credential is no credential
        ("有CFA持证人吗", set()),
        # customer success, asked in the other language
        ("做客户成功的候选人有没有", {"贺婉清"}),
        # a game company among a group's units: Garena
        ("anyone interned at a gaming studio", {"Kelvin Tan"}),
        ("anyone ex-Sea? shopee or garena ppl count", {"Kelvin Tan"}),
        # the parts of a group listed after its name
        ("anyone from the ping an family? bank, oneconnect, whatever part of it", {"Kelvin Tan"}),
        (
            "anyone who's been at ping an? bank, tech arm, brokerage, any part of the group works",
            {"Kelvin Tan"},
        ),
    ],
)
def test_the_people_who_match(engine: AnswerEngine, question: str, people: set[str]) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_kinds_listed_after_a_groups_name_are_its_parts() -> None:
    c = read_question("anyone from the ping an family? bank, oneconnect, whatever part of it")
    assert c.employers >= {"ping-an", "oneconnect"}
    assert not c.record.clauses and not c.topic_terms


def test_a_versioned_name_is_its_family_too() -> None:
    assert {"jesd204b", "jesd204"} <= set(tokenize("高速接口:JESD204B/C、PCIe"))
    assert "rk3588" in tokenize("RK3588S board bring-up")
    assert "k8" not in tokenize("k8s") and "b2" not in tokenize("b2b sales")


def test_a_header_naming_a_sites_long_name_under_its_dates_is_a_position() -> None:
    lines = CVS["ines_laurent.txt"].splitlines()
    first = extract_employment(lines)[0]
    assert (first.role, first.start, first.end) == ("Cluster Revenue Manager", "2023-01", None)


@pytest.mark.parametrize(
    "question",
    [
        "Which candidates currently hold a director-level or head-of-function title?",
        "who's running a whole function right now, like director / head of",
    ],
)
def test_running_a_function_asks_a_directors_level_and_no_topic(question: str) -> None:
    c = read_question(question)
    assert c.record.clauses == ["seniority=director"] and not c.topic_terms


def test_an_investment_manager_manages_no_people() -> None:
    assert seniority_of("投资经理") is None and seniority_of("Investment Manager") is None
    assert seniority_of("区域经理") == "manager"
