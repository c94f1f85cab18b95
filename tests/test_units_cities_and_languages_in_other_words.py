"""Careers told and asked in other words: a city worked in ("在鹏城干过的", "worked in
Shenzhen"), a unit after its owner ("Tencent's WeChat business group", "腾讯的微信事业群"),
titles under a company's heading ("蚂蚁集团 2017–至今" / "技术总监，跨境支付平台 2021–至今"), two
titles of one employer each on a line with its dates and a colon, no reports now ("现在不带
人的"), a language at work level ("德语达到工作水平"; "German Native" under Languages, not the
"Germany" of an address), study abroad ("留过洋"), a job left within a year ("未满一年即离职"),
a master's on the side ("evenings weekends or online"). People are fictional."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "jonas_albrecht.md": """# Jonas Albrecht

70173 Stuttgart, Germany · jonas.albrecht@example.de

## Experience

Embedded Software Engineer, Bosch, Stuttgart — Mar 2018 – Present
- Firmware for braking controllers in C.

## Education

MSc Computer Engineering, University of Stuttgart, 2012 – 2017

## Languages

German Native
English C1
""",
    "song_zihan.md": """# 宋子涵

songzihan@example.cn

## 工作经历

2017年3月 - 至今    蚂蚁集团（杭州）
    2021年4月 - 至今    技术总监，跨境支付平台
        - 管理 40 人研发团队。
    2017年3月 - 2021年3月    高级技术专家
        - 负责清结算后端架构。

2011年7月 - 2017年2月    腾讯科技（深圳）有限公司  微信事业群（WXG）
    后台开发工程师
        - 微信支付后台开发。

## 教育背景

2009.09 - 2010.09    伦敦大学学院（UCL）    硕士
2005.09 - 2009.06    北京邮电大学    本科
""",
    "mira_castellanos.md": """# Mira Castellanos

mira.castellanos@example.com

## Experience

Klarna — Stockholm (since 07/2023)
- Director of Product, Checkout: own the checkout in 14 markets.

Spotify — Stockholm (09/2017 – 06/2023)
- Senior Product Manager, Premium (03/2021 – 06/2023): promoted after the family plan relaunch.
- Product Manager, Payments (09/2017 – 02/2021): carrier billing and gift cards.

Vireo Labs — Shenzhen, China (01/2017 – 06/2017)
- Product Analyst: pricing dashboards.

## Education

MSc Management (part-time, evenings and weekends), Stockholm School of Economics, 2019 – 2021
""",
}
PEOPLE = {"Jonas Albrecht", "宋子涵", "Mira Castellanos"}
engine = module_engine(CVS, "careers-other-words", date(2026, 11, 25))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("Which candidates have worked in Shenzhen?", {"宋子涵", "Mira Castellanos"}),
        ("在鹏城干过的有吗", {"宋子涵", "Mira Castellanos"}),
        ("Which candidates have worked in Tencent's WeChat business group?", {"宋子涵"}),
        ("腾讯的微信事业群待过的", {"宋子涵"}),
        # titles under a company's heading are the company's: a promotion at Ant Group
        ("有没有在一家公司里升过职的", {"宋子涵", "Mira Castellanos"}),
        (
            "Which candidates have been promoted at least once while staying at the same employer?",
            {"宋子涵", "Mira Castellanos"},
        ),
        ("现在不带人的有谁 纯写代码干活那种", {"Jonas Albrecht"}),
        ("who's hands-on right now, not managing anyone", {"Jonas Albrecht"}),
        ("哪些候选人的德语达到工作水平？", {"Jonas Albrecht"}),
        ("any business-level Deutsch speakers", {"Jonas Albrecht"}),
        ("哪些候选人有全职工作未满一年即离职的经历？", {"Mira Castellanos"}),
        (
            "anyone who did their masters on the side while working? evenings weekends or online",
            {"Mira Castellanos"},
        ),
    ],
)
def test_a_career_asked_in_other_words_names_who_had_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
