"""What an entry's lines say beyond its title line: the engineering family of a title that
names none ("Senior Software Engineer, Backend (Order Management)", bullets about the
back-end); a promotion told in a sentence ("Promoted to Director in March 2023", "2024年3月由
数据分析师晋升为高级数据分析师"); two dated titles on one line with a team after them; a second
title whose unit was named beside the first one. Questions: a unit of a company by what its
name adds ("阿里的云计算那块"), a concept asked at work ("message queues", its tools Kafka and
RabbitMQ count, a skills section does not), a credential's level is not the credential, years
at the current company, a PhD beside managing "right now", an EMBA is an MBA, two languages
either of them. People and companies are fictional (the catalog's members are real)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import CountingEmbedder, answered_names, engine_over

CVS = {
    # a generic title whose header says backend; a promotion told in a sentence
    "tove_marsh.md": """# Tove Marsh

tove.marsh@example.com

## Experience

### Quillstone Commerce

Director of Engineering, Payments — Mar 2023 – Present
Engineering Lead, Payments — May 2019 – Feb 2023
- Promoted to Director in March 2023; now lead three teams (24 engineers).

### Harbourline

Senior Software Engineer, Backend (Order Management) — Jul 2013 – Apr 2019
- Built the order-events pipeline on RabbitMQ with dead-letter queues.

## Education

PhD in Informatics (in progress), University of Eastmoor, 2022 – expected 2027

## Certifications

CFA Level I (passed 2016)

## Languages

English (native); German (conversational)
""",
    # two dated titles on one line with the team after them; a promotion sentence
    "简历_岑若溪.txt": """岑若溪
邮箱：cenruoxi@example.cn

工作经历
杭州澄明科技有限公司　2020/6-至今
高级数据分析师（2024/3-至今）｜ 数据分析师（2020/6-2024/2）｜ 用户增长组
2024年3月由数据分析师晋升为高级数据分析师，负责核心指标体系。

专业技能
了解：Kafka、Flink

教育背景
2014.09-2018.06　中欧国际工商学院　EMBA（在读）
""",
    # Alibaba Cloud, Kafka used at work; a generic title whose bullets say back-end
    "伍青禾_简历.md": """# 伍青禾

wuqinghe@example.cn

## 工作经历

2017.07 - 至今　阿里云　软件工程师
- 负责后端订单服务，基于 Kafka 设计事件总线。
- 后端存储迁移到分库分表。

## 教育经历

2013.09 - 2017.06　浙江大学　计算机科学与技术　本科

## 语言

英语（流利）；法语（入门）
""",
}
PEOPLE = {"Tove Marsh", "岑若溪", "伍青禾"}
ASKED = date(2026, 11, 25)


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("entry-lines"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who's got 5+ yrs doing server side dev", {"Tove Marsh", "伍青禾"}),
        ("服务端写了5年以上的有谁", {"Tove Marsh", "伍青禾"}),
        (
            "Which candidates have been promoted at their current employer?",
            {"Tove Marsh", "岑若溪"},
        ),
        ("在现在这家公司里升过职的有谁", {"Tove Marsh", "岑若溪"}),
        ("谁在阿里的云计算那块干过", {"伍青禾"}),
        ("who used message queues at work, not just listed in skills", {"Tove Marsh", "伍青禾"}),
        ("哪些候选人在实际工作中使用过消息队列？", {"Tove Marsh", "伍青禾"}),
        ("Which candidates are CFA charterholders?", set()),
        ("at least 7 yrs at their current company?", {"伍青禾", "Tove Marsh"}),
        ("anyone with a phd who's also managing a team right now", set()),
        ("anyone doing a phd right now", {"Tove Marsh"}),
        ("anyone doing an mba right now", {"岑若溪"}),
        ("any german or french speakers, any level is fine", {"Tove Marsh", "伍青禾"}),
    ],
)
def test_what_an_entrys_lines_say_answers_the_question(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
