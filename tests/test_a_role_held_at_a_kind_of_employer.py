"""A role held at a kind of employer is one position's: "who has been a PM at a bank",
"在教育公司做过产品的", "银行的数据分析师" ask for a product manager's (an analyst's) title at
a bank (an edtech), not a product manager somewhere and a bank elsewhere
(`role_in_<industry>` in the record filter). People are fictional."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from bot.answer.requirements import read_record_ask
from ingest.record import build_record
from ingest.record_filter import where
from tests.conftest import answered_names, module_engine

ASKED = date(2026, 11, 26)

CVS: dict[str, str | bytes] = {
    "marisela_quon.txt": """Marisela Quon
Shanghai · marisela.quon@example.com

Experience
Product Manager, China Merchants Bank, Shanghai          2021.03 – Present
- Owns the mobile banking app's savings features.
Business Analyst, Accenture, Shanghai                      2017.07 – 2021.02
- Requirements for retail banking clients.

Education
2013 – 2017 BSc Finance, Shanghai University of Finance and Economics
""",
    "tobiah_wenck.txt": """Tobiah Wenck
Beijing · tobiah.wenck@example.com

Experience
Data Analyst, HSBC, Beijing                                2022.05 – Present
- Credit-risk dashboards.
Product Manager, Meituan, Beijing                          2018.07 – 2022.04
- Merchant tools for restaurants.

Education
2014 – 2018 BEng Software Engineering, Beijing Jiaotong University
""",
    "闵晚澄_简历.txt": """闵晚澄
杭州 | minwancheng@example.com
工作经历
2020.07 - 至今 猿辅导 产品经理
• 负责小学数学直播课的课堂互动产品。
2018.07 - 2020.06 招商银行 数据分析师
• 信用卡客群分析。
教育背景
2014.09 - 2018.06 浙江财经大学 统计学 本科
""",
}
PEOPLE = {"Marisela Quon", "Tobiah Wenck", "闵晚澄"}


engine = module_engine(CVS, "role-at-industry", ASKED)


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who has been a PM at a bank", {"Marisela Quon"}),
        ("在银行当过产品经理的有谁", {"Marisela Quon"}),
        ("在教育公司做过产品的", {"闵晚澄"}),
        ("做过银行的数据分析师", {"Tobiah Wenck", "闵晚澄"}),
        # the kind alone: anyone who has been there, in any role
        ("anyone who worked at a bank", {"Marisela Quon", "Tobiah Wenck", "闵晚澄"}),
    ],
)
def test_a_role_at_a_kind_of_employer_is_one_positions(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("who has been a PM at a bank", "(industry=bank and (role_in_bank=product-manager))"),
        (
            "在教育公司做过产品的",
            "(industry=education and (role_in_education=product-manager))",
        ),
        # the job held now: the current title and the current employer's industry
        ("currently a PM at a bank", "(current_industry=bank) and (role=product-manager)"),
        # a role and a kind said apart: the role now, the kind at any time
        ("bi analysts w retail experience", "(industry=retail) and (role=data-analyst)"),
    ],
)
def test_a_role_said_of_the_kind_of_employer_is_asked_there(question: str, expression: str) -> None:
    assert read_record_ask(question).expression == expression


def test_the_filter_field_reads_the_title_held_in_the_industry(engine: AnswerEngine) -> None:
    records = [build_record(p) for p in engine.candidates()]
    names = lambda expression: {r.name for r in where(records, expression, ASKED)}  # noqa: E731
    assert names("role_in_bank=data-analyst") == {"Tobiah Wenck", "闵晚澄"}
    assert names("role_in_bank=product-manager") == {"Marisela Quon"}
    assert names("role_in_education=product-manager") == {"闵晚澄"}
