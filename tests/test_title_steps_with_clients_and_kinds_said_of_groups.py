"""Reading CVs: a company heading with its dates and titles below it, each with its own dates
("副董事 Associate Director　2022/7-至今" under "远景咨询 2019/3-至今"), keeps the company for
every title, also with a list of clients below ("服务客户：A、B"); a game's year in a bullet
("Quantum Break (2016): combat arenas …") is no entry. Questions: a producer (制作人) is a role;
"X系券商" is X's securities units and "银行系" a bank's (a bank's tech company said to count
is no place); a named employer's "first-party studios" and the namesake it is not ("the jet
engine ppl not the cars") ask no topic; plane and jet-engine makers are the aerospace kind;
"licensed" asks for a credential, and a plan to sit its exam is none. People and employers
are fictional unless the catalogs know them."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from tests.conftest import answered_names, lines_profile, module_engine, read_question


def test_titles_with_their_own_dates_keep_the_company_above_them() -> None:
    profile = lines_profile(
        [
            "# 林一",
            "## 工作经历",
            "### 远景咨询（Vista Cost，VC）上海办公室　2019/3-至今",
            "**副董事 Associate Director**　2022/7-至今",
            "- 管理 8 人团队；",
            "**高级造价经理 Senior Cost Manager**　2019/3-2022/6",
            "- 负责成本规划。",
            "服务客户（部分）：华润置地、太古地产、凯德集团",
            "### 凯谛思 Arcadis 上海　2015年7月 - 2019年2月",
            "**造价工程师 Quantity Surveyor**",
        ],
        "林一_简历.md",
    )
    held = [(e.employer, e.role, e.start, e.end) for e in profile.employment]
    assert ("远景咨询", "副董事 Associate Director", "2022-07", None) in held
    assert ("远景咨询", "高级造价经理 Senior Cost Manager", "2019-03", "2022-06") in held
    assert not any("华润" in (e or "") for e, *_ in held)


def test_a_games_year_in_a_bullet_is_no_entry() -> None:
    profile = lines_profile(
        [
            "TOIVO LAAKSO",
            "EXPERIENCE",
            "Level Designer - Northlight Interactive, Espoo",
            "Jun 2012 - Dec 2015",
            "  * Starfall Run (2016): combat arenas and traversal set pieces, scripting",
            "    encounters and pacing passes.",
        ]
    )
    assert [(e.employer, e.role) for e in profile.employment] == [
        ("Northlight Interactive", "Level Designer")
    ]


@pytest.mark.parametrize(
    ("question", "clauses"),
    [
        ("现在是制作人的有谁", ["role=producer"]),
        ("who's a producer right now?", ["role=producer"]),
        ("worked at a steel producer", ["industry=steel"]),
        ("有在飞机厂或者航发厂商实习过的吗", ["intern_industry=aerospace"]),
        (
            "anyone interned at a plane or jet-engine maker? placements count",
            ["intern_industry=aerospace"],
        ),
        ("现在在银行系上班的有谁 银行科技公司也算", ["current_industry=bank"]),
    ],
)
def test_roles_and_kinds_asked(question: str, clauses: list[str]) -> None:
    c = read_question(question)
    assert c.record.clauses == clauses
    assert not c.topic_terms and not c.unknown_work


@pytest.mark.parametrize(
    ("question", "employers"),
    [
        ("有中信系券商背景的吗 中信里昂CLSA也算", {"citic"}),
        ("sony first party studio experience?", {"sony"}),
        ("anyone ex RR? the jet engine ppl not the cars", {"rolls-royce"}),
        ("19年在渣打待过的有谁", {"standard-chartered"}),
    ],
)
def test_a_groups_units_said_by_kind_ask_no_kind_and_no_topic(
    question: str, employers: set[str]
) -> None:
    c = read_question(question)
    assert c.employers == employers
    assert not c.topic_terms and not c.record.clauses


CVS = {
    "ou_jiaxin.txt": """区嘉欣
药学 本科 应届    oujiaxin@example.com

求职意向：临床药师 / 医院药房药师
职业规划：工作满规定年限后报考国家执业药师职业资格考试

实习经历
某某市第一人民医院 药剂科 实习生                          2025 年 7 月 - 2026 年 3 月
• 参与门诊处方审核与调剂

教育背景
中国药科大学    药学   本科                                  2022 年 9 月 - 2026 年 6 月
""",
    "nina_calder.txt": """Nina Calder
nina.calder@example.com

EXPERIENCE
Rowan Street Pharmacy — Pharmacist                          Jul 2019 – Present
- Dispensing and medicines-use reviews

CERTIFICATIONS
Registered Pharmacist, General Pharmaceutical Council (GPhC), 2019

EDUCATION
University of Bath — MPharm                                  2015 – 2019
""",
}
PEOPLE = {"区嘉欣", "Nina Calder"}

engine = module_engine(CVS, "licensed-pharmacists", date(2026, 11, 30))


def test_a_licence_asked_is_met_by_one_held_not_one_planned(engine: AnswerEngine) -> None:
    assert read_question("Which candidates are licensed pharmacists?").certification
    assert answered_names(engine, "Which candidates are licensed pharmacists?", PEOPLE) == {
        "Nina Calder"
    }
    assert answered_names(engine, "有执业药师证的吗 持证的那种", PEOPLE) <= {"Nina Calder"}
