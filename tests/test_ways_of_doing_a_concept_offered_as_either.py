"""Ways of doing a thing offered as either ("设计或分析过 A/B 实验", "designed or built
compilers") ask that it was done at all: the verbs are no topic an English line must repeat.
A concept said in other words after a slash ("split testing / test vs control experiments")
is the concept still. People are fictional."""

from __future__ import annotations

from datetime import date

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine, read_question

CVS = {
    "hannah_welby.md": """# Hannah Welby
hannah.welby@example.com

## Experience
**Category Manager, Bakery** — Greenfield Grocers, Leeds · Mar 2020 – present
- Ran store-level A/B tests (80 test vs. 80 control stores) on shelf layouts before a range reset.
- Negotiated annual terms with twelve suppliers.

## Education
University of Sheffield — BA Business Management, 2013 – 2016
""",
    "zhou_mingyu.txt": """周明宇
zhoumingyu@example.com

工作经历
某出行平台    数据分析师    2021.07 - 至今
• 搭建司机端留存看板，按周复盘关键指标

教育背景
华中科技大学    统计学    本科    2017.09 - 2021.06
""",
    "ivo_marsh.txt": """Ivo Marsh
ivo.marsh@example.com

EXPERIENCE
Northwind Retail — Pricing Analyst                                   Jan 2022 – Present
- Built weekly margin reports in SQL

EDUCATION
University of Bristol — BSc Economics                                 2018 – 2021
""",
}
PEOPLE = {"Hannah Welby", "周明宇", "Ivo Marsh"}

engine = module_engine(CVS, "either-doing", date(2026, 12, 1))


def test_verbs_offered_as_either_are_no_topic() -> None:
    c = read_question("哪些候选人在工作中设计或分析过 A/B 实验？")
    assert c.concepts == ["ab-testing"] and "设计" not in c.topic_terms
    assert read_question("who has designed or built compilers").topic == "compilers"
    # one way of doing it is what is asked: "做过芯片设计" keeps its design
    assert "设计" in read_question("谁做过芯片设计").topic_terms


def test_an_experiment_designed_or_analysed_is_found_in_an_english_line(
    engine: AnswerEngine,
) -> None:
    asked = "哪些候选人在工作中设计或分析过 A/B 实验？"
    assert answered_names(engine, asked, PEOPLE) == {"Hannah Welby"}


def test_test_versus_control_names_the_concept(engine: AnswerEngine) -> None:
    asked = "who's actually done split testing / test vs control experiments on the job"
    assert answered_names(engine, asked, PEOPLE) == {"Hannah Welby"}
