"""A name at the top whose last word is a brand the catalog knows ("MAEVE HENNESSY") is the
owner's when her e-mail spells it; a name the e-mail gives only as an initial is spelled out
by the file name; "Competitions" is no education; a kitchen's ranks ("Chef de Partie,
Pastry", "Commis Patissier") are titles, and one word after a title is its branch, not the
employer; an earlier title with its dates in brackets ("Executive Pastry Chef (Pastry Sous
Chef 2016–2018)"), titles joined by an arrow under a Markdown company heading, titles with
their dates after commas ("…, Apr 2022 – Present; …, Aug 2018 – Mar 2022") and a header with
a later title in its fields are each read as positions; a table's 科室 column is a unit; a
recruiter's "key accounts" are no employers; "left after year 4" leaves a degree unfinished.
Questions: a kind said of a named employer's units ("… or one of its design institutes"),
hardware companies and what the question says they are, real-estate developers (开发商甲方),
lidar makers, a school before a study verb ("有国大读过书的吗"), journals by their initials
in lower case, a tool by its maker ("欧特克那个BIM软件"), a decade in Chinese, a capital for
its city, chefs who moved into management, optical design in a year, and a list of kinds
before one noun. People and employers are fictional unless the catalogs know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, lines_profile, module_engine, read_question

CVS = {
    "maeve_hennessy_cv.txt": """MAEVE HENNESSY
Executive Pastry Chef
Hong Kong  |  +852 6000 0000  |  maeve.hennessy.pastry@example.com

EXPERIENCE

Harbourlight Grand Hong Kong                                          2016 - Mar 2022
Executive Pastry Chef (Pastry Sous Chef 2016–2018)
  - Led a pastry brigade of 12 for the hotel's restaurants and banquets.
Lumiere Bay Sands, Singapore                                          2012 - 2016
Chef de Partie, Pastry
  - Banquet pastry for the convention centre.
Seabright Hotel, Singapore                                            Jul 2010 - 2012
Commis Patissier

EDUCATION
BA (Hons) Culinary Arts, Dublin Institute of Technology               2006 - 2010

COMPETITIONS
Global Chocolate Masters, national selection, 2nd place (2017)
""",
    "maeve_hennessy_2026.txt": """Maeve Hennessy
F&B Operations Manager | Hong Kong | maeve.hennessy.pastry@example.com

Experience
Tidewater Hotels Hong Kong                                        Apr 2022 – present
F&B Operations Manager
• Manage 4 outlets and in-room dining; 50 staff.
Harbourlight Grand Hong Kong                                          2016 – Mar 2022
Executive Pastry Chef (Pastry Sous Chef 2016–2018)
""",
    "祁砚秋_桥梁简历.md": """# 祁砚秋

高级工程师 · 铁路桥梁设计 ｜ 武汉 ｜ qiyanqiu_bridge@example.com

## 工作经历

### 中铁第四勘察设计院集团有限公司（铁四院） ｜ 桥梁设计研究院

**高级工程师** ｜ 2019年1月 - 至今

- 负责高铁大跨度桥梁的施工图设计，使用 Revit 完成 BIM 正向出图。

**助理工程师 → 工程师** ｜ 2014年7月 - 2018年12月

- 负责简支箱梁的计算与出图。

## 教育背景

| 时间 | 学校 | 专业 | 学历 |
| --- | --- | --- | --- |
| 2010.09 - 2014.06 | 西南交通大学 | 土木工程 | 本科 |
""",
    "corisande_vale_fpa.txt": """Senior FP&A Analyst — Retail
Hong Kong | corisande.vale@example.com

Professional Experience
Tallow & Finch Retail Group — Group Finance, Hong Kong
Senior FP&A Analyst, Apr 2022 – Present; FP&A Analyst, Aug 2018 – Mar 2022
Own the monthly forecast for 300 stores.
Eastmere Holdings — Financial Analyst, Hong Kong
Jul 2017 – Jul 2018
Weekly sales reporting.

Education
The University of Melbourne — Bachelor of Commerce, 2012 – 2016
""",
    "wren_castellane.txt": """Wren Castellane
Optical Engineer | wren.castellane@example.com

Experience
Hesai Technology — Optical Engineer — Shanghai — 2019.07 - 2022.05
- Designed the receiver optics of a long-range lidar in Zemax.
Alder Optics — Optical Design Intern — 2018.07 - 2018.09

Education
Zhejiang University — MEng Optical Engineering — 2017 - 2019
""",
}
PEOPLE = {"Maeve Hennessy", "祁砚秋", "Corisande Vale", "Wren Castellane"}

engine = module_engine(CVS, "kitchen-ranks-title-steps", date(2026, 11, 30))


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # a brand word in her name; her kitchen years and her move into management
        ("chefs who moved into ops / management", {"Maeve Hennessy"}),
        ("工作10年以上的", {"Maeve Hennessy", "祁砚秋"}),
        # a railway design institute is its group's unit; both titles of the arrow count
        ("anyone at CRCC or one of its design institutes", {"祁砚秋"}),
        ("同一家公司干了十年以上的", {"祁砚秋"}),
        ("有没有实际用过欧特克那个BIM软件做项目的", {"祁砚秋"}),
        # the steps after commas; a decade in Chinese
        ("who has been an FP&A analyst for 8+ years", {"Corisande Vale"}),
        ("工作满一个decade的老司机有哪些 实习不算", {"Maeve Hennessy", "祁砚秋"}),
        # a lidar maker; optical design in a year
        ("anyone who's worked at a lidar company?", {"Wren Castellane"}),
        ("2020年在做光学设计的是谁", {"Wren Castellane"}),
    ],
)
def test_the_people_who_match(engine: AnswerEngine, question: str, people: set[str]) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_name_the_email_spells_is_the_owners_even_with_a_brand_word() -> None:
    profile = lines_profile(
        ["MAEVE HENNESSY", "Executive Pastry Chef", "maeve.hennessy.pastry@example.com"]
    )
    assert profile.names[0] == "Maeve Hennessy"


def test_a_name_the_email_gives_by_its_initial_is_spelled_out_by_the_file_name() -> None:
    lines = [
        "Senior Technical Writer — Developer Tools",
        "Amsterdam · p.whitlock@example.com · github.com/pwhitlock",
        "Experience",
        "Quillon — Senior Technical Writer | 04/2022 - today",
    ]
    assert lines_profile(lines, "perpetua_whitlock_resume.txt").names[0] == "Perpetua Whitlock"


def test_kitchen_ranks_brackets_and_competitions_are_read() -> None:
    profile = lines_profile(CVS["maeve_hennessy_cv.txt"].splitlines())
    held = {(e.employer, e.role, e.start, e.end) for e in profile.employment}
    assert ("Harbourlight Grand Hong Kong", "Pastry Sous Chef", "2016", "2018") in held
    assert ("Harbourlight Grand Hong Kong", "Executive Pastry Chef", "2018", "2022-03") in held
    assert ("Lumiere Bay Sands", "Chef de Partie", "2012", "2016") in held
    assert ("Seabright Hotel", "Commis Patissier", "2010-07", "2012") in held
    assert [e.degree for e in profile.education] == ["Bachelor"]  # no "Chocolate Masters"


def test_titles_after_commas_and_a_later_title_in_a_header_are_positions() -> None:
    profile = lines_profile(CVS["corisande_vale_fpa.txt"].splitlines())
    held = {(e.role, e.start, e.end) for e in profile.employment}
    assert ("Senior FP&A Analyst", "2022-04", None) in held
    assert ("FP&A Analyst", "2018-08", "2022-03") in held
    header = lines_profile(
        [
            "Ines Rowe",
            "Experience",
            "Sep 2014 – Dec 2020",
            "Cash Management Associate, later Senior Associate (from 2018), Standard "
            "Chartered Bank (Hong Kong) Limited, Hong Kong",
            "Structured liquidity solutions for corporates.",
        ]
    )
    assert [(e.employer, e.start) for e in header.employment] == [
        ("Standard Chartered Bank (Hong Kong) Limited", "2014-09")
    ]


def test_a_recruiters_accounts_and_a_degree_left_after_a_year_are_not_held() -> None:
    profile = lines_profile(
        [
            "Lena Marsh",
            "Experience",
            "Hays China — Senior Consultant — 2023-05 – Present",
            "Key accounts include Ping An Technology; placed 12 engineers at Ping An Technology.",
            "Education",
            "University of Edinburgh — MInf Informatics – left after year 4, 2015 – 2019",
        ]
    )
    assert [e.employer for e in profile.employment] == ["Hays China"]
    assert [e.unfinished for e in profile.education] == [True]


@pytest.mark.parametrize(
    ("question", "clauses"),
    [
        ("现在在开发商甲方干活的有谁", ["current_industry=real_estate"]),
        ("who's at a hardware shop now? chips, gadgets, whatever", ["current_industry=hardware"]),
        ("Which candidates currently work at a hardware company, i.e. one that makes chips?",
         ["current_industry=hardware"]),
        ("who was working in the UK capital back in 2019", ["city_years_london=2019"]),
        ("anyone interned at a pharmaceutical, biotech or vaccine company? Pharma CROs count.",
         ["intern_industry=healthcare or intern_industry=pharma or intern_industry=cro"]),
    ],
)  # fmt: skip
def test_questions_are_read_into_these_clauses(question: str, clauses: list[str]) -> None:
    c = read_question(question, date(2026, 11, 30))
    assert c.record.clauses == clauses
    assert not c.topic  # the kind's gloss or examples are no topic


def test_a_kind_of_a_named_employers_units_is_no_kind_asked() -> None:
    c = read_question("anyone been at CMB or one of its arms like its fintech/IT subsidiary?")
    assert c.employers == {"cmb"} and not c.record.clauses and not c.topic


def test_schools_journals_and_tools_named_short() -> None:
    assert read_question("有国大读过书的吗").schools == {"nus"}
    assert "JACS" in read_question("有发过jacs的吗").venues
    assert "EC" not in read_question("anyone with an I&EC Research paper").venues
    assert read_question("有没有实际用过欧特克那个BIM软件做项目的").skills == {"revit"}
