"""Manager titles and kinds of employer as recruiters type them: "a mgr right now, title-
wise", "职位名称为某某经理", "title是经理" (an English "Audit Manager" too), "a management-level
title, i.e. manager, head, director or C-level", "管理级职位（经理、负责人、总监或 C 级高管）" (no
C language in it), "a manager-or-above seat"; "a commercial lender" is a bank, "a drug
company" and "药厂" are pharma, "an insurance carrier" an insurer; a list of companies run
together by spaces after the kind ("ericsson nokia huawei zte whatever") names each; a name
with its credentials ("…, ACA, HKICPA") is no paper's first author; a company whose name
begins with 有 ("有赞出来的"), one typed in lower case ("at fitbit right now"), a group's
subsidiaries ("美的集团旗下"), a two-digit year's summer ("19年暑假") and a return after an
internship ("实习完后来又回同一家公司转正") are read as meant. People are fictional."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import CountingEmbedder, answered_names, engine_over
from tests.test_question_reading import read

ASKED = date(2026, 11, 27)

CVS = {
    "谷清扬.md": """# 谷清扬

邮箱：guqingyang@example.cn

## 工作经历

2018.03 - 至今 比亚迪汽车工业有限公司 采购经理（电驱系统）
- 负责电驱系统结构件的供应商开发与年度降本。

2014.07 - 2018.02 长城汽车股份有限公司 采购工程师
- 负责底盘件的询价与定点。
""",
    "priya_raman.md": """# Priya Raman, ACA, HKICPA

priya.raman@example.com

## Experience

PricewaterhouseCoopers (PwC Hong Kong) — Audit Manager, Jul 2023 – Present
- Lead statutory audits for consumer clients.

PricewaterhouseCoopers (PwC Hong Kong) — Associate, Sep 2017 – Jun 2023
- Fieldwork on listed-company audits.

HSBC — Summer Analyst Intern, Dec 2016 – Feb 2017
- Supported the credit risk team.
""",
    "tomas_eklund.md": """# Tomas Eklund

tomas.eklund@example.com

## Experience

Ericsson AB — Senior RF Engineer, Jan 2019 – Present
- Power amplifier design for radio units.

## Publications

T. Eklund, A. Berg, C. Lund. Doherty amplifiers for massive MIMO. IMS 2023.
""",
    "lan_qiuyu.json": json.dumps(
        {
            "basics": {"name": "Lan Qiuyu (兰秋雨)", "email": "lan.qiuyu@example.com"},
            "work": [
                {
                    "name": "China Merchants Bank (招商银行)",
                    "position": "Summer Intern",
                    "location": "Shenzhen",
                    "startDate": "2025-07",
                    "endDate": "2025-08",
                    "summary": "Head Office, Financial Markets Dept.; rebuilt a bond report.",
                }
            ],
        }
    ),
    "mara_lindqvist.md": """# Mara Lindqvist

mara.lindqvist@example.com

## Experience

Northwind Analytics — Data Scientist, Sep 2022 – Present
- Forecasting models in Python.

Pfizer — Research Intern, Jun 2021 – Aug 2021
- Assay data cleaning.
""",
    "ines_okafor.md": """# Ines Okafor

ines.okafor@example.com

## Experience

Aviva — Head of Pricing, Mar 2020 – Present
- Own motor and home pricing.

Aviva — Pricing Analyst, Sep 2014 – Feb 2020
- Pricing models.
""",
    "贺小满.md": """# 贺小满

邮箱：hexiaoman@example.cn

## 工作经历

2021.03 - 至今 豆瓣 社区运营专员
- 小组内容治理与活动策划。
""",
    "lena_kowalczyk.md": """# Lena Kowalczyk

lena.kowalczyk@example.com

## Experience

Harman International — Audio Software Engineer, Feb 2018 – Present
- DSP firmware for car audio.
""",
    "石晓岚.md": """# 石晓岚

邮箱：shixiaolan@example.cn

## 工作经历

2021.05 - 至今 中兴通讯股份有限公司 射频工程师
- 基站射频前端调试。
""",
}
PEOPLE = {
    "谷清扬", "Priya Raman", "Tomas Eklund", "Lan Qiuyu", "Mara Lindqvist", "Ines Okafor", "石晓岚",
    "贺小满", "Lena Kowalczyk",
}  # fmt: skip


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("manager-words"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who's a mgr right now, title-wise", {"谷清扬", "Priya Raman"}),
        ("目前职位名称为某某经理的候选人有哪些？", {"谷清扬", "Priya Raman"}),
        ("现在title是经理的有谁", {"谷清扬", "Priya Raman"}),
        (
            "Which candidates currently hold a management-level title, i.e. manager, head, "
            "director or C-level?",
            {"谷清扬", "Priya Raman", "Ines Okafor"},
        ),
        (
            "哪些候选人目前担任管理级职位（经理、负责人、总监或 C 级高管）？",
            {"谷清扬", "Priya Raman", "Ines Okafor"},
        ),
        (
            "who's in a manager-or-above seat right now? current job only",
            {"谷清扬", "Priya Raman", "Ines Okafor"},
        ),
        ("anyone done an intern stint at a commercial lender", {"Priya Raman", "Lan Qiuyu"}),
        ("anyone who interned at a drug company", {"Mara Lindqvist"}),
        ("有在药厂实习过的吗", {"Mara Lindqvist"}),
        ("who's at an insurance carrier right now", {"Ines Okafor"}),
        (
            "anyone from a telecom equipment vendor? ericsson nokia huawei zte whatever",
            {"Tomas Eklund", "石晓岚"},
        ),
        ("Which candidates are first author on at least one paper?", {"Tomas Eklund"}),
        ("anyone ex-samsung?? harman etc count too", {"Lena Kowalczyk"}),
        (
            "Which candidates currently work at a consumer internet company (social, content, "
            "streaming or shopping apps)?",
            {"贺小满"},
        ),
        ("现在在做 to C app 的互联网公司上班的有谁", {"贺小满"}),
        ("who's at a B2C app company right now", {"贺小满"}),
    ],
)
def test_recruiter_words_for_titles_and_kinds_of_employer(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


@pytest.mark.parametrize(
    ("question", "employers", "expression"),
    [
        ("有赞出来的人", ["youzan"], None),  # a company whose name begins with 有
        ("who's at fitbit right now", ["fitbit"], '(current_employer="Fitbit")'),
        ("在美的集团旗下公司干过的有吗", ["midea"], None),
        ("19年暑假在实习的是谁", [], "(interned_in_half=2019mid)"),  # that summer's months
        ("谁是实习完后来又回同一家公司转正的", [], '(converted_at~"")'),
    ],
)
def test_company_names_two_digit_seasons_and_returns_read_as_meant(
    question: str, employers: list[str], expression: str | None
) -> None:
    c = read(question)
    assert sorted(c.employers) == employers
    assert (c.record.expression if c.record.clauses else None) == expression


def test_examples_of_tools_ask_any_of_them_and_mid_phd_is_no_topic() -> None:
    c = read("who actually writes database queries on the job? hive, mysql, whatever")
    assert {"hive", "mysql"} <= c.skills and not c.all_skills
    assert read("who knows go and rust").all_skills
    c = read("who's got a doctorate or is mid-phd rn")
    assert (c.degree, c.degree_status, c.topic_terms) == ("PhD", "any", [])
