"""Employer questions meet the record's positions too: a layout the line reading cannot
date (the dates at the end of the entry's first bullet, as OCR of a right-aligned résumé
gives them) still answers "who was at X in YEAR", quoting the position's own lines; the
kinds of position held there ("interned but never full-time", "既实习过又全职过") are the
record's. People
and companies are fictional (Amazon, Tencent: catalog organisations)."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "tomasz_reyes.txt": """Tomasz Reyes
Lisbon · tomasz.reyes@example.com
EXPERIENCE
Director of Engineering, Cobaltway, Lisbon
• Leads four teams in logistics. Jan 2021 - Present
Principal Engineer, Amazon, Seattle
• Inbound shipment planning services. Mar 2016 - Dec 2020
Senior Software Development Engineer, Amazon, London
• Checkout services in Java. Sep 2010 - Feb 2016
EDUCATION
BSc Computer Science, University of Leeds
""",
    "mei_lin.md": """# Mei Lin

mei.lin@example.cn

## Experience

Tencent — Software Engineering Intern, Jun 2019 – Aug 2019
- Built dashboards.

Amazon — Software Engineer, Jul 2020 – Present
- Works on ads delivery.
""",
    "ravi_kumar.md": """# Ravi Kumar

ravi.kumar@example.in

## Experience

Tencent — Software Engineer, Jul 2019 – Present
- Game backend services.

Tencent — Backend Engineering Intern, Jun 2018 – Sep 2018
- Matchmaking prototypes.
""",
    "tomasz_kierski.txt": """Tomasz Kierski
tomasz.kierski@example.org
Industrial Experience
2022.1-2022.8: Network Engineer
• Storage Systems Group, Alibaba
• Project: an RDMA transport for the block store
2019.5-2019.9: Software Engineer Intern
• Cloud Department, Northwind Research Center
• Mentor: A. Nowak
""",
    "xiao_yi.md": """# 肖一

xiaoyi@example.cn

## 工作经历

星河科技 后端工程师 2022.07 - 至今
- 支付系统

## 实习经历

百度 搜索架构部:后端开发工程师 2021.05 - 2021.11
- 检索服务压测

## 教育背景

中山大学 软件工程 本科 2018.09 - 2022.06
""",
}
ASKED = date(2026, 11, 23)


engine = module_engine(CVS, "positions", ASKED)
PEOPLE = {"Tomasz Reyes", "Mei Lin", "Ravi Kumar", "Tomasz Kierski", "肖一"}


def named(engine: AnswerEngine, question: str) -> set[str]:
    return answered_names(engine, question, PEOPLE)


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("Who was at Amazon in 2015?", {"Tomasz Reyes"}),
        ("谁2015年在亚马逊工作过？", {"Tomasz Reyes"}),
        ("Who worked at Amazon in 2022?", {"Mei Lin"}),
        ("Who was at Amazon in 2008?", set()),
        ("Who has worked at Amazon?", {"Tomasz Reyes", "Mei Lin"}),
        ("who interned at Tencent?", {"Mei Lin", "Ravi Kumar"}),
        ("Who interned at Tencent but never worked there full-time?", {"Mei Lin"}),
        ("有没有只在腾讯实习过、没正式入职的？", {"Mei Lin"}),
        ("谁在腾讯既实习过又全职过？", {"Ravi Kumar"}),
        ("who both interned and worked full-time at Tencent?", {"Ravi Kumar"}),
        ("谁在腾讯实习过但没转正", {"Mei Lin"}),
        ("who interned at Tencent but didn't get converted", {"Mei Lin"}),
        ("谁在腾讯实习后转正了", {"Ravi Kumar"}),
        ("who interned at Tencent and converted to full-time", {"Ravi Kumar"}),
        ("who interned at Amazon?", set()),
        # full-time there and never an intern there
        ("who joined Amazon as a direct hire, never interned there?", {"Tomasz Reyes", "Mei Lin"}),
        ("Who worked full-time at Tencent without ever having interned there?", set()),
        ("在腾讯社招进去的 没在那实习过的 有谁", set()),
        # a later full-time title at one employer: a promotion (an internship before is not)
        ("who got promoted within the same company", {"Tomasz Reyes"}),
        ("有在同一家公司升职的吗", {"Tomasz Reyes"}),
        # a position under a heading of internships ("实习经历") is an internship
        ("Who has done an internship (not a full-time job) at Baidu?", {"肖一"}),
        ("谁在百度全职工作过？", set()),
    ],
)
def test_an_employer_with_a_time_is_met_by_the_records_positions(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert named(engine, question) == people


def test_the_answer_quotes_the_positions_own_line(engine: AnswerEngine) -> None:
    (only,) = engine.ask("Who was at Amazon in 2015?").candidates
    quotes = [e.quote for e in only.evidence]
    assert any("Senior Software Development Engineer, Amazon, London" in q for q in quotes)


def test_a_topic_is_met_inside_the_record_positions_own_entry(engine: AnswerEngine) -> None:
    # the employer is in the first bullet under a dated title: the record's position
    assert named(engine, "Who worked on RDMA at Alibaba?") == {"Tomasz Kierski"}
    (only,) = engine.ask("Who worked on RDMA at Alibaba?").candidates
    assert any("RDMA transport" in e.quote for e in only.evidence)
    # a topic of the next entry is not this position's
    assert named(engine, "Who worked on cloud at Alibaba?") == set()
    assert named(engine, "Who worked on payments at Alibaba?") == set()
