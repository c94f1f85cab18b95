"""Titles of other trades, companies read with the group they name, and questions that name a
thing by what it is. A "Senior HR Business Partner" holds a job (no partnership), and
"Senior" is the level of it; "HR Generalist", "Demand Planner", "Senior Buyer" are titles,
"Buyer Experience" is not. A form's DOCX rows ("职位 | 高级数据工程师") are fields; a studio the
catalog does not know is its group's when the brackets name one ("Lumen Forge (Activision
Blizzard)"); a Chinese company ends at its legal form before a title after it; a bullet that
opens with dates and a title ("• 2020.01 – 2022.02 高级网络工程师：…") is a step of its entry;
a block headed by one of a table's rows ("Ubisoft Kestrel — Unity Client Developer") is that
row's. Questions name venues by their subject ("the recommender systems conference"), a
degree by its school ("a business school master's"), kinds of employer by description
("临床试验外包那种公司", "a network gear maker … type of place"), groups by nickname
("oxbridge", "三大战略咨询"). People are fictional."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from ingest.author_lists import author_position, name_variants
from ingest.language import ROLE_WORD, seniority_levels
from ingest.models import TextLine
from ingest.parsers import parse_file
from ingest.parsers.wrapping import unwrap
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import CountingEmbedder, answered_names, docx_bytes, engine_over
from tests.test_question_reading import read

ASKED = date(2026, 11, 26)


CVS: dict[str, str | bytes] = {
    "marit_haldane.md": """# Marit Okonjo-Haldane

**Senior HR Business Partner** · Amsterdam · marit.haldane@example.com

## Experience

### Amazon Web Services (AWS) — Senior HR Business Partner, Benelux Operations
*Feb 2022 – Present · Amsterdam*

- HR partner to a 600-person client group; line manager of two HR Coordinators.

### Heineken — HR Business Partner, Supply Chain
*Apr 2018 – Jan 2022 · Amsterdam*

- Partnered with three brewery leadership teams through a site consolidation.

### Heineken — HR Generalist (Graduate Programme)
*Sep 2015 – Mar 2018 · Amsterdam*

- Rotations in reward and employee relations.

## Certifications

- Passed CFA Level I (2019)
- CFA Institute
- Mini-MBA in People Analytics (online certificate), 2021
""",
    "冼若岚_数据开发.docx": docx_bytes(
        ["冼若岚", "高级数据工程师 | 北京 | xian.ruolan@example.com", "工作经历"],
        [
            [
                ["公司", "工银科技有限公司（中国工商银行全资子公司）"],
                ["职位", "高级数据工程师（数据中台部）"],
                ["时间", "2022年5月 - 至今"],
            ],
            [
                ["公司", "平安科技（深圳）有限公司"],
                ["职位", "数据开发工程师"],
                ["时间", "2018年7月 - 2022年4月"],
            ],
        ],
        ["教育背景", "2014.09 - 2018.06 北京交通大学 计算机科学与技术 本科"],
    ),
    "tobias_wrenfield.txt": """Tobias Wrenfield
Gameplay Engineer · Stockholm · tobias.wrenfield@example.com

Experience
Dates | Employer | Title
03/2021 – present
Lumen Forge (Activision Blizzard), Stockholm
Senior Gameplay Engineer
06/2018 – 02/2021
Ubisoft Kestrel
Unity Client Developer

Lumen Forge — Senior Gameplay Engineer
- Gameplay systems in C++ for a live shooter; lead a team of 4 engineers.
Ubisoft Kestrel — Unity Client Developer
- Gameplay and UI programming in Unity for a mobile city-builder.
""",
    "韦知夏_车载.txt": """韦知夏
车载 Android 架构师 | 上海 | weizhixia@example.com
工作经历
2022.03 – 至今 博泰车联网科技（上海）股份有限公司 Android 系统架构师
• 带领 5 人团队负责座舱系统框架。
2017.07 – 2022.02 中国移动通信集团广东有限公司 网络管理中心
• 2020.01 – 2022.02 高级网络工程师：负责城域网规划与运维。
• 2017.07 – 2019.12 网络工程师：负责路由优化。
""",
}
PEOPLE = {"Marit Okonjo-Haldane", "冼若岚", "Tobias Wrenfield", "韦知夏"}


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("trades"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        # a business partner is a job, and "Senior" its level
        ("who has worked at amazon", {"Marit Okonjo-Haldane"}),
        ("在同一家公司干满5年以上的有哪些", {"Marit Okonjo-Haldane", "Tobias Wrenfield"}),
        # a level passed and the body that sets the exam hold no charter; a mini-MBA no MBA
        ("anyone holding the full CFA charter? passing level 1 doesnt count", set()),
        ("who holds or is pursuing an MBA", set()),
        # a form's rows; a subsidiary named with its parent in brackets
        ("5年以上数据开发经验的", {"冼若岚"}),
        ("在工行干过的", {"冼若岚"}),
        # a studio the catalog does not know, read as the group its brackets name
        (
            "who's worked at a microsoft owned studio? activision blizzard counts",
            {"Tobias Wrenfield"},
        ),
        ("unity devs with 2+ yrs", {"Tobias Wrenfield"}),
        # a Chinese company then a title; titles in dated bullets
        ("现在在博泰的有谁", {"韦知夏"}),
    ],
)
def test_titles_of_trades_and_groups_in_brackets_name_the_people_meant(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def _positions(name: str, tmp_path: Path) -> list[tuple[str, str | None, str | None]]:
    content = CVS[name]
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    cv = parse_file(path, 10_000_000)
    profile = extract_profile(cv, split_sections(cv))
    return [(p.employer, p.role, p.start) for p in profile.employment]


def test_a_form_row_a_company_before_its_title_and_dated_title_bullets(tmp_path: Path) -> None:
    assert (
        "工银科技有限公司(中国工商银行全资子公司)",
        "高级数据工程师(数据中台部)",
        "2022-05",
    ) in (_positions("冼若岚_数据开发.docx", tmp_path))
    held = _positions("韦知夏_车载.txt", tmp_path)
    assert ("博泰车联网科技(上海)股份有限公司", "Android 系统架构师", "2022-03") in held
    assert {(role, start) for _, role, start in held} >= {
        ("高级网络工程师", "2020-01"),
        ("网络工程师", "2017-07"),
    }


def test_titles_of_other_trades_and_a_business_partners_level() -> None:
    for title in ("HR Generalist", "Demand Planner", "Senior Buyer, Womenswear", "Actuary"):
        assert ROLE_WORD.search(title), title
    assert not ROLE_WORD.search("Buyer Experience")
    assert seniority_levels("Senior HR Business Partner") == ["senior"]
    assert seniority_levels("Managing Partner") == ["executive"]


def test_an_entry_header_with_a_note_on_its_place_and_joined_headings_stay_lines() -> None:
    lines = [
        TextLine(text="Staff Security Engineer, Cloudflare, Porto (remote from Braga)"),
        TextLine(text="Threat hunting for the internal platform; hardened clusters with policies."),
        TextLine(text="2011 – 2015 B.Sc. Computer Science, Technical University of Northvale"),
        TextLine(text="Publications & Service"),
        TextLine(text="2022 A. Petrescu, R. Valen, M. Dobre. Hunting Stalkerware at Scale."),
    ]
    texts = [x.text for x in unwrap(lines)]
    assert "Publications & Service" in texts
    assert texts[0] == "Staff Security Engineer, Cloudflare, Porto (remote from Braga)"


def test_the_place_among_authors_a_cv_marks_or_a_year_column_hides() -> None:
    valen = name_variants(["Radu Valen"])
    assert author_position("2022 A. Petrescu, R. Valen, M. Dobre. Hunting at Scale.", valen) == 2
    assert (
        author_position("第一作者：A Compact Filter for Base Stations, IEEE AWPL, 2017", valen) == 1
    )
    assert author_position("Dense Retrieval at Scale. RecSys 2021.（第二作者）", valen) == 2


@pytest.mark.parametrize(
    ("question", "venues"),
    [
        ("Which candidates have published a paper at the ACM RecSys conference?", {"RecSys"}),
        ("anyone with a paper at the recommender systems conference? talks dont count", {"RecSys"}),
        ("anyone got a pvldb pub", {"VLDB", "PVLDB"}),
        ("有在声学语音信号处理那个顶会上发过文章的吗", {"ICASSP"}),
        (
            "anyone with a paper at the programming language design and implementation conf",
            {"PLDI"},
        ),
    ],
)
def test_venues_named_by_their_subject_or_society(question: str, venues: set[str]) -> None:
    c = read(question)
    assert venues <= set(c.venues) and c.publications and not c.topic_terms
    assert not {"OSDI", "SOSP"} & set(c.venues)  # "recommender systems" is no systems venue


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        (
            "现在在主机厂或者tier1上班的有谁",
            "(current_industry=carmaker or current_industry=auto_parts)",
        ),
        (
            "Which candidates currently work for a telecommunications equipment vendor?",
            "(current_industry=telecom)",
        ),
        ("现在在做基站设备那种公司上班的 比如华为中兴诺基亚爱立信", "(current_industry=telecom)"),
        (
            "who's at a network gear maker now, huawei / ericsson / nokia / zte type of place",
            "(current_industry=telecom)",
        ),
        ("现在在做临床试验外包那种公司的有谁", "(current_industry=cro)"),
        ("有在高频/量化交易公司干过的吗", "(industry=quant)"),
        ("从芯片公司跳去交易公司的", "(industry=semiconductor and industry=quant)"),
        ("哪些候选人有在人工智能研究机构实习的经历？", "(intern_industry=ai-lab)"),
        (
            "anyone do a summer analyst stint at a bulge bracket or similar",
            "(intern_industry=investment_bank)",
        ),
        ("who's got 8+ yrs in the workforce, internships don't count", "(years>=8)"),
        ("在同一家公司干满5年以上的有哪些", "(longest_stint>=5)"),
        ("who was at meituan (the yellow food delivery app co) back in 2021", ""),
    ],
)
def test_kinds_of_employer_described_read_into_the_filter_language(
    question: str, expression: str
) -> None:
    c = read(question)
    assert c.record.expression == expression and not c.topic_terms
    assert not c.employers or "meituan" in c.employers  # examples are no employers asked


@pytest.mark.parametrize(
    ("question", "employers", "schools"),
    [
        ("anyone from oxbridge", set(), {"oxford", "cambridge"}),
        ("有三大战略咨询出来的吗", {"mckinsey", "bcg", "bain"}, set()),
        (
            "anyone with the penguin on their cv? tencent cloud / wechat all count",
            {"tencent"},
            set(),
        ),
        ("21年那会儿在三快（美团）的有谁", {"meituan"}, set()),
        ("anyone ex-tiktok or ex-lark? basically anyone from the bytedance family", None, set()),
    ],
)
def test_groups_nicknames_and_legal_names_of_employers_and_schools(
    question: str, employers: set[str] | None, schools: set[str]
) -> None:
    c = read(question)
    assert c.schools == schools and not c.topic_terms
    assert employers is None or c.employers == employers


def test_degrees_statuses_and_kinds_said_in_other_words() -> None:
    mba = read("anyone got a business school master's (mba/emba)? still enrolled is fine")
    assert (mba.degree, mba.degree_name) == ("Master", "MBA") and not mba.topic_terms
    mba_or_emba = read("Who holds or is currently pursuing an MBA? Executive MBA programmes count.")
    assert mba_or_emba.degree_name == "MBA"
    assert read("any Tsinghua alumni? bachelors masters phd whatever").degree is None
    assert read("哪些候选人拥有博士学位（含在读）？").degree_status == "any"
    assert not read("请列出曾在腾讯任职或实习过的候选人（含腾讯云、微信等子公司）").intern_only
    cfa = read("anyone holding the full CFA charter? passing level 1 doesnt count")
    assert cfa.certification and not cfa.topic_terms
    assert read("anyone done peer review for journals or confs? PC / review board counts").service
    py = read("who actually writes py at work, not just lists it")
    assert py.skills == {"python"} and py.skill_at_work and not py.topic_terms
