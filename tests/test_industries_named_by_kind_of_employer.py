"""An employer asked by its industry beyond finance and chips: consumer brands ("在美妆/快消
品牌方做过的", "anyone from FMCG"), e-commerce, telecoms, pharma. A position is in one when its
organisation is a catalog member (宝洁, JD) or its own name says it ("Marlowe Cosmetics");
what a bullet says of the work ("e-commerce search") makes no employer an e-commerce one.
People and companies are fictional (the catalog's members are real)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import CountingEmbedder, answered_names, engine_over

CVS = {
    # a catalog member named in Chinese
    "夏知秋_简历.txt": """夏知秋
邮箱：xiazhiqiu@example.cn

工作经历
2021年7月 - 至今　宝洁（中国）有限公司　市场分析经理
  - 负责洗护品类的投放效果分析。

教育经历
2017年9月 - 2021年6月　厦门大学　市场营销　本科
""",
    # a brand the catalog does not know, its name says cosmetics
    "rhea_vantongeren.md": """# Rhea Vantongeren

rhea.vt@example.com

## Experience

Consumer Insights Analyst, Marlowe Cosmetics Ltd — Mar 2020 – Present
- Ran shelf and panel studies for the skincare line.

Research Executive, Tallis Market Research — Sep 2017 – Feb 2020
- Fieldwork for retail clients.
""",
    # e-commerce work at a software company: the employer is no e-commerce company
    "bo_lindqvale.md": """# Bo Lindqvale

bo.lindqvale@example.com

## Experience

Senior Engineer, Quillstone Software — Jan 2019 – Present
- Built the e-commerce search for a retail client.
""",
    # an e-commerce company from the catalog; a telecom operator before it
    "甘若川_简历.md": """# 甘若川

ganruochuan@example.cn

## 工作经历

2022.03 - 至今　京东　推荐算法工程师
- 首页推荐的召回与排序。

2018.07 - 2022.02　Vantor Telecom　网络优化工程师
- 5G 基站参数优化。
""",
    # a pharma company by its name
    "ottavio_brenn.md": """# Ottavio Brenn

ottavio.brenn@example.com

## Experience

Data Scientist, Corvane Therapeutics — Jun 2021 – Present
- Trial enrolment forecasting.
""",
}
PEOPLE = {"夏知秋", "Rhea Vantongeren", "Bo Lindqvale", "甘若川", "Ottavio Brenn"}
ASKED = date(2026, 11, 25)


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("industry-kinds"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("在美妆/快消品牌方做过的", {"夏知秋", "Rhea Vantongeren"}),
        ("anyone from FMCG", {"夏知秋", "Rhea Vantongeren"}),
        ("有没有消费品牌经验的", {"夏知秋", "Rhea Vantongeren"}),
        ("电商公司待过的", {"甘若川"}),
        ("anyone worked at an e-commerce company", {"甘若川"}),
        ("telco background?", {"甘若川"}),
        ("有药企背景的吗", {"Ottavio Brenn"}),
        ("who has worked in pharma or biotech", {"Ottavio Brenn"}),
        ("anyone from an edtech company", set()),
    ],
)
def test_an_industry_asked_names_the_people_whose_employer_is_in_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
