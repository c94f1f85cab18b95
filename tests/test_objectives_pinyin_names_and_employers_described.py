"""A job objective's words after its heading are no name ("求职意向：信用研究 …", though 信 is
a surname; 丘 is one too); an employer typed in pinyin ("jingdongfang") or described around
its name ("那家做液晶面板的京东方", "B站? the danmaku video site") is that employer; a name with
another in brackets ("中国外运（中外运）") asks either, and a mention in a bullet is no job
there; "consulting" is a place one moves from; "who's managed people, who has direct reports"
quotes the line that says so; "拿了硕士或者还在读硕" asks either status; "undergrad or grad
school both fine" asks no level; an ECCV paper said in Chinese; 商超零售公司 is retail; market
research agencies are an industry; a lone date is shown as itself. People are fictional;
companies are real ones the catalogs know."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from ingest.figures import position_text
from ingest.record_models import Position
from tests.conftest import answered_names, module_engine

CVS = {
    "qiu_siyuan.txt": """丘思远  个人简历
求职意向：信用研究 / 固定收益投研　　上海　　邮箱：qiusiyuan@example.cn

工作经历
2019.07 – 至今　京东方科技集团股份有限公司　工艺工程师
- 负责 TFT 阵列工艺良率提升。
- 与中国外运对接进口设备的报关与运输。

教育经历
2015.09 – 2019.06　复旦大学　材料科学与工程　本科
""",
    "hana_kowalczyk.md": """# Hana Kowalczyk

hana.kowalczyk@example.com

## Experience

Senior Insights Analyst, J Sainsbury plc, London — Mar 2023 – Present
- Own the loyalty-data insight programme for grocery.

Research Intern, Bilibili, Shanghai — Jun 2020 – Aug 2020
- Trained a bullet-comment toxicity classifier.

Summer Analyst, Kantar Worldpanel, London — Summer 2019
- Cleaned household panel data for two FMCG clients.

## Education

MSc Computer Science, University of Edinburgh, 2020 – 2022

## Publications

H. Kowalczyk. Sparse Relighting. European Conference on Computer Vision (ECCV), 2022.
""",
    "tomasz_nowicki.md": """# Tomasz Nowicki

tomasz.nowicki@example.pl

## Experience

Lead Actuarial Analyst, AIA Group, Hong Kong — Apr 2019 – Present
- Manage a team of three actuarial analysts; quarterly reviews and hiring.

Actuarial Consultant, Deloitte, Warsaw — Jul 2015 – Mar 2019
- IFRS 17 gap analyses for insurance clients.

## Education

MSc Statistics, London School of Economics, 2014 – 2015
""",
    "lin_yutong.md": """# 蔺雨桐

linyutong@example.cn

## 实习经历

2025.07 – 2025.09　兆易创新科技集团股份有限公司　数字IC验证实习生
- 搭建 UVM 验证环境。

## 教育经历

2025.09 – 至今　东南大学　电子科学与技术　硕士在读
2021.09 – 2025.06　复旦大学　微电子科学与工程　本科

## 论文

蔺雨桐, 周明. Low-Power Event Cameras. International Conference on Computer Vision (ICCV), 2025.
""",
}
PEOPLE = {"丘思远", "Hana Kowalczyk", "Tomasz Nowicki", "蔺雨桐"}
engine = module_engine(CVS, "objectives-pinyin", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("19年在那家做液晶面板的京东方干过的有谁", {"丘思远"}),
        ("anyone at jingdongfang back in 2020", {"丘思远"}),
        ("哪些候选人曾在中国外运（中外运）工作过？", set()),
        ("anyone from FDU? undergrad or grad school both fine", {"丘思远", "蔺雨桐"}),
        ("who moved from consulting to an insurer", {"Tomasz Nowicki"}),
        ("拿了硕士或者还在读硕的有谁", {"Tomasz Nowicki", "Hana Kowalczyk", "蔺雨桐"}),
        ("有在芯片公司实习过的吗", {"蔺雨桐"}),
        ("anyone ex B站? the danmaku video site. interns count too", {"Hana Kowalczyk"}),
        ("有人在欧洲计算机视觉大会发过文章吗", {"Hana Kowalczyk"}),
        ("anyone interned at a market research firm?", {"Hana Kowalczyk"}),
        ("现在在商超零售公司上班的有谁", {"Hana Kowalczyk"}),
    ],
)
def test_an_employer_a_degree_or_a_venue_in_other_words_names_who_has_it(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_managing_people_is_quoted_by_the_line_that_says_so(engine: AnswerEngine) -> None:
    answer = engine.ask("need someone who's managed people, who has direct reports")
    assert [c.name for c in answer.candidates] == ["Tomasz Nowicki"]
    assert "Manage a team of three" in answer.candidates[0].evidence[0].quote


def test_a_lone_date_is_shown_as_itself_not_as_open_ended() -> None:
    lone = Position(organisation="Kantar Worldpanel", start="2019-06")
    assert position_text(lone) == "Kantar Worldpanel 2019.06"
    ongoing = Position(organisation="AIA Group", start="2019-04", ongoing=True)
    assert position_text(ongoing) == "AIA Group 2019.04–present"
