"""Manager titles and kinds of employer as recruiters type them: "a mgr right now, title-
wise", "职位名称为某某经理", "title是经理" (an English "Audit Manager" too), "a management-level
title, i.e. manager, head, director or C-level", "管理级职位（经理、负责人、总监或 C 级高管）" (no
C language in it), "a manager-or-above seat"; "a commercial lender" is a bank, "a drug
company" and "药厂" are pharma, "an insurance carrier" an insurer; a list of companies run
together by spaces after the kind ("ericsson nokia huawei zte whatever") names each; a name
with its credentials ("…, ACA, HKICPA") is no paper's first author. People are fictional."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import CountingEmbedder, answered_names, engine_over

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
    "石晓岚.md": """# 石晓岚

邮箱：shixiaolan@example.cn

## 工作经历

2021.05 - 至今 中兴通讯股份有限公司 射频工程师
- 基站射频前端调试。
""",
}
PEOPLE = {
    "谷清扬", "Priya Raman", "Tomas Eklund", "Lan Qiuyu", "Mara Lindqvist", "Ines Okafor", "石晓岚"
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
    ],
)
def test_recruiter_words_for_titles_and_kinds_of_employer(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
