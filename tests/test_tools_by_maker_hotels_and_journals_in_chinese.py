"""A tool named by its maker ("microsoft's BI tool", "salesforce's dashboarding tool") is that
tool, not its maker as an employer; "mid 2023" is its middle months; a title "… Agent" under
"The Langham, London" is a hotel's; "ex cabin crew now doing ux or cx" is a change of role;
"航空公司" names no one airline; a sole-authored law-review article is a first-author paper;
a journal by its Chinese name (《美国化学会志》, 《美国社会学评论》); "中大" is either school;
"refs papers for journals" is reviewing. People and employers are fictional unless the catalogs
know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, module_engine

CVS = {
    "mira_castell.md": """# Mira Castell

mira.castell@example.com

## Experience

Mar 2020 – Present
Data Analyst, Larkfield Retail, Leeds
- Built sales dashboards in Power BI for the buying team.

## Skills

Tableau (coursework), SQL, Excel
""",
    "owen_pike.md": """# Owen Pike

owen.pike@example.com

## Experience

Jan 2019 – Present
BI Developer, Harrow Mutual, Bristol
- Built executive dashboards in Tableau.
""",
    "tessa_moor.txt": """Tessa Moor
tessa.moor@example.com

EXPERIENCE

Cathay Pacific Airways, Hong Kong
Customer Experience Designer                          Oct 2022 - Present
  - Redesigned the transfer journey.

Flight Attendant                                      Jan 2014 - Sep 2022
  - Long-haul cabin service.

The Langham, London
Guest Relations Agent (placement year)                2011 - 2012
  - Front desk and guest relations.
""",
    "ke_wen.md": """# 柯文

ke.wen@example.com

## 工作经历

2023.04 – 至今 北辰消费金融有限公司 风控策略经理

2019.07 – 2023.03 捷信消费金融有限公司 信用风险分析师

## 教育背景

2015.09 – 2019.06 中山大学 金融学 本科
""",
    "naomi_vell.md": """# Naomi Vell

naomi.vell@example.com

## Experience

2016 – Present
Senior Counsel, Brightwater Games, Los Angeles

## Writing & service

- Naomi Vell, "Loot Boxes and State Gambling Law", *Pacific Tech Law Review* 23 (2020), sole author.
""",
    "marc_duval.md": """# Marc Duval

marc.duval@example.com

## Publications

Duval M, Kessler L. Iron pincer catalysts.
Journal of the American Chemical Society 141, 11952–11960 (2019).

## Service

Referee for Organometallics and Dalton Transactions.
""",
    "ida_aalto.md": """# Ida Aalto

ida.aalto@example.com

## Publications

Aalto, I. 2021. "Precarious Starts: Job Insecurity." American Sociological Review 86(2): 301–330.
""",
}
PEOPLE = {
    "Mira Castell",
    "Owen Pike",
    "Tessa Moor",
    "柯文",
    "Naomi Vell",
    "Marc Duval",
    "Ida Aalto",
}

engine = module_engine(CVS, "tools-by-maker-hotels-journals", date(2026, 11, 29))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("who's built dashboards in microsoft's BI tool at work", {"Mira Castell"}),
        ("who has actually used salesforce's dashboarding tool at work", {"Owen Pike"}),
        ("who was at home credit in mid 2023", set()),
        ("who was at home credit in early 2023", {"柯文"}),
        ("anyone who's worked for a hotel company? internships ok", {"Tessa Moor"}),
        ("looking for a career changer, ex cabin crew now doing ux or cx", {"Tessa Moor"}),
        ("航空公司干过的有吗", {"Tessa Moor"}),
        (
            "who has a first-author paper? solo-authored counts",
            {"Naomi Vell", "Marc Duval", "Ida Aalto"},
        ),
        ("哪些候选人在《美国化学会志》上发表过论文？", {"Marc Duval"}),
        ("哪些候选人在《美国社会学评论》上发表过论文？", {"Ida Aalto"}),
        ("有中大毕业的吗", {"柯文"}),
        ("anyone who refs papers for journals", {"Marc Duval"}),
    ],
)
def test_tools_by_maker_periods_hotels_and_journals_name_the_right_people(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people
