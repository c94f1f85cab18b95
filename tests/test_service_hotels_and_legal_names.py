"""Answers that named the wrong people or missed the right ones: a company's committee or a
code review at work is no reviewing for a conference; a hotel group named as a client is no
employer; a Chinese company's English legal name ("Beijing Roborock Technology Co., Ltd.")
is the catalog's company; years in a profession's domain asked in the other language
("药物警戒做了5年以上的" of a pharmacovigilance CV). People are fictional."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from ingest.org_finder import org_finder
from tests.conftest import answered_names, module_engine

ASKED = date(2026, 11, 26)

CVS: dict[str, str | bytes] = {
    "hanne_vestergaard.txt": """Hanne Vestergaard
Copenhagen · hanne.vestergaard@example.dk

Experience
Senior Pharmacovigilance Scientist, Novo Nordisk, Copenhagen      2019.03 – Present
- Signal detection and PSUR writing for the diabetes portfolio.
Drug Safety Associate, Parexel, Copenhagen                         2017.01 – 2019.02
- ICSR case processing.

Professional service
Reviewer, Drug Safety (journal), 2022 – present

Education
2011 – 2016 MSc Pharmacy, University of Copenhagen
""",
    "邵晴柯_简历.txt": """邵晴柯
上海 | shaoqingke@example.com
工作经历
2021.03 - 至今 马上消费金融 风险模型部 风险模型专家
• 搭建模型监控报表（PSI、KS、Vintage），每周向风险委员会汇报。
• Code review for the team's SQL models; one reviewed SQL model per metric.
教育背景
2014.09 - 2018.06 上海财经大学 统计学 本科
""",
    "ilse_brandvik.txt": """Ilse Brandvik
Singapore · ilse.brandvik@example.com

Experience
Associate General Counsel, Grab, Singapore                        2020.06 – Present
- Advised Hilton and other hotel operators (as clients) on management agreements.
Revenue Manager, Marriott International, Singapore                 2015.04 – 2020.05
- Built comp-set benchmarking against Hilton, Hyatt and IHG properties.

Education
2009 – 2013 LLB, National University of Singapore
""",
    "fionnuala_keane.txt": """Fionnuala Keane
Zurich · fionnuala.keane@example.com

Experience
Senior Actuary, Swiss Re, Zurich                                  2018.01 – Present
- Reserving for life and health treaties.

Other
Referee for ASTIN Bulletin (since 2020) and the Annals of Actuarial Science.

Education
2010 – 2014 BSc Actuarial Science, University College Dublin
""",
}
PEOPLE = {"Hanne Vestergaard", "邵晴柯", "Ilse Brandvik", "Fionnuala Keane"}


engine = module_engine(CVS, "service-hotels", ASKED)


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("anyone done peer review for a conf or journal", {"Hanne Vestergaard", "Fionnuala Keane"}),
        ("有给会议期刊审过稿的吗", {"Hanne Vestergaard", "Fionnuala Keane"}),
        ("Which candidates have worked for Hilton?", set()),
        ("有希尔顿出来的人吗", set()),
        ("anyone who worked at a hotel group", {"Ilse Brandvik"}),
        ("药物警戒做了5年以上的", {"Hanne Vestergaard"}),
    ],
)
def test_only_the_lines_that_say_it_name_a_person(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


@pytest.mark.parametrize(
    ("name", "org_id"),
    [
        ("Beijing Roborock Technology Co., Ltd.", "roborock"),
        ("Shenzhen DJI Technology Co., Ltd.", "dji"),
        ("Hangzhou Roborock Sales Service Centre", None),
    ],
)
def test_a_chinese_companys_english_legal_name_is_the_company(
    name: str, org_id: str | None
) -> None:
    assert org_finder()(name) == org_id
