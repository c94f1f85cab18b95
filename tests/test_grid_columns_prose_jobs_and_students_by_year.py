"""Entries a layout or a writer's prose sets apart, and questions of a student year or of a
kind said in passing. A PDF whose text layer holds a two-column grid's left column (dates,
employer, group, city) before its right one (title and bullets) is read row by row; a date
range cut before its dash on the next line is one range; a paragraph CV's "Since January
2022 I have been Marketing Director, …, at <employer>" and "I spent summer 2011 as a
marketing intern at <employer>" are positions, and of two employers in one sentence the
dates belong to the nearer; a hospital named after a university is no university; a JSON
Resume name in two scripts is two names. Questions: "2016年还在上学的" asks a student year
(`studying_in`), "title是经理及以上" a level and above, "数据工程5年以上" the data-engineering
family's years. People are fictional."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from ingest.models import TextLine
from ingest.names import names_in_scripts
from ingest.org_finder import org_finder
from ingest.parsers import parse_file
from ingest.parsers.entry_grid import rejoin_grid
from ingest.parsers.wrapping import unwrap
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import CountingEmbedder, answered_names, engine_over
from tests.test_question_reading import read

ASKED = date(2026, 11, 26)

CVS: dict[str, str | bytes] = {
    "odile_varenne.txt": "\n".join(
        [
            "Odile Varenne",
            "Shanghai · odile.varenne@example.com",
            "",
            "Experience",
            "Since January 2022 I have been Marketing Director, Garnier China, at L'Oréal China"
            " in Shanghai. I lead a marketing organisation of 14 people.",
            "I started my career at Procter & Gamble in Geneva, where I was Assistant Brand"
            " Manager on Olay for Western Europe from September 2012 to December 2021.",
            "Fieldwork lead on retail launches; reviewed expected-margin models for Olay.",
            "Before graduating I spent summer 2011 as a marketing intern at Estée Lauder"
            " Companies in Paris.",
            "",
            "Education",
            "2010 - 2012 MSc in Management, ESSEC Business School",
        ]
    ),
    "卓沐笙_简历.txt": """卓沐笙
数据工程师 | 杭州 | zhuomusheng@example.com
工作经历
2021.03 - 至今 某某物流科技有限公司 数据工程师
• 负责运单数仓建模与 Spark 离线计算。
教育背景
2014.09 - 2018.06 浙江工业大学 计算机科学与技术 本科
2018.09 - 2021.01 浙江大学 软件工程 硕士
""",
}
PEOPLE = {"Odile Varenne", "卓沐笙"}


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("grid-prose"), embedder) as built:
        built.today = lambda: ASKED
        yield built


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("10年以上工作经验的", {"Odile Varenne"}),
        ("who's at L'Oréal right now", {"Odile Varenne"}),
        ("anyone interned at Estée Lauder", {"Odile Varenne"}),
        ("2016年还在上学的有哪些", {"卓沐笙"}),
        ("who was still a student in 2020", {"卓沐笙"}),
        ("who was still a student in 2012", {"Odile Varenne"}),
        ("数据工程5年以上的", {"卓沐笙"}),
        # reviewing at work is no reviewing for a venue
        ("谁给期刊会议审过稿", set()),
    ],
)
def test_prose_jobs_and_student_years_name_the_people_meant(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_a_two_column_grid_read_column_by_column_is_read_row_by_row() -> None:
    left_then_right = [
        "工作经历",
        "2023.01–至今",
        "平头哥半导体有限公司",
        "（阿里巴巴集团）",
        "杭州",
        "2019.07–2022.12",
        "海思半导体（华为）",
        "上海",
        "物理设计专家",
        "• 负责 CPU 子系统的后端实现。",
        "后端物理设计工程师",
        "• 参与 GPU 模块的布局布线。",
        "教育背景",
    ]
    rows = [x.text for x in rejoin_grid([TextLine(text=t) for t in left_then_right])]
    assert rows == [
        "工作经历",
        "2023.01–至今",
        "平头哥半导体有限公司（阿里巴巴集团）",
        "杭州",
        "物理设计专家",
        "• 负责 CPU 子系统的后端实现。",
        "2019.07–2022.12",
        "海思半导体（华为）",
        "上海",
        "后端物理设计工程师",
        "• 参与 GPU 模块的布局布线。",
        "教育背景",
    ]


def test_a_range_cut_before_its_dash_is_one_range() -> None:
    lines = [TextLine(text="TSMC, Fab 12, Hsinchu 07/2014"), TextLine(text="- 08/2019")]
    assert [x.text for x in unwrap(lines)] == ["TSMC, Fab 12, Hsinchu 07/2014 – 08/2019"]


def test_prose_positions_and_the_employer_nearest_the_dates(tmp_path: Path) -> None:
    path = tmp_path / "odile_varenne.txt"
    text = CVS["odile_varenne.txt"]
    assert isinstance(text, str)
    path.write_text(text, encoding="utf-8")
    cv = parse_file(path, 10_000_000)
    held = {(p.org_id, p.role, p.start) for p in extract_profile(cv, split_sections(cv)).employment}
    assert held >= {
        ("loreal", "Marketing Director", "2022-01"),
        ("procter-gamble", "Assistant Brand Manager", "2012-09"),
        ("estee-lauder", "Marketing intern", "2011-06"),
    }


def test_a_hospital_named_after_a_university_and_a_name_in_two_scripts() -> None:
    find = org_finder()
    assert find("北京大学第三医院") is None
    assert find("北京大学") == "pku"
    assert names_in_scripts("Tian Yuexi 田悦熙") == ["Tian Yuexi", "田悦熙"]
    assert names_in_scripts("Odile Varenne") == ["Odile Varenne"]


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("2016年还在上学的有哪些", "(studying_in=2016)"),
        ("现在title是经理及以上的有哪些", "(seniority>=manager)"),
        ("数据工程5年以上的", "(years_as_data-engineer>=5)"),
        (
            "anyone who interned somewhere and then got hired full time by the same company",
            '(converted_at~"")',
        ),
        ("2019年跳过槽的有哪些（换了公司的，内部升职不算）", "(moved_in=2019)"),
        (
            "who actually manages people rn, direct reports not just mentoring",
            "(line_managing>=lead)",
        ),
        (
            "anyone from a CDN company? akamai cloudflare fastly that kind of thing",
            "(industry=cdn)",
        ),
        ("who's at one of the big public cloud vendors right now", "(current_industry=cloud)"),
        (
            "any of them intern at a lender? full-time bank jobs dont count",
            "(intern_industry=bank)",
        ),
        ("有在线旅游平台（OTA）背景的工程师吗", "(industry=travel)"),
        ("who was interning somewhere this past summer", "(interned_in=2026)"),
        ("2020年上半年还在读书的有谁", "(studying_in=2020)"),
        ("who has worked in the steel industry", "(industry=steel)"),
        (
            "designers who switched over to product mgmt?",
            "(role_moves=designer_to_product-manager)",
        ),
    ],
)
def test_student_years_levels_and_kinds_said_in_passing(question: str, expression: str) -> None:
    c = read(question)
    assert c.record.expression == expression and not c.topic_terms and not c.employers


def test_a_beauty_company_asked_and_content_safety_no_security_role() -> None:
    assert "industry=beauty" in read("美妆公司待过的有谁").record.expression
    assert "role=security" not in read("现在在做内容安全方向的").record.expression


def test_units_degrees_and_venues_said_in_other_words() -> None:
    stripe = read("Stripe 旗下公司待过的有吗 paystack 也算")
    assert stripe.employers == {"stripe"} and stripe.topic_terms == ["paystack"]  # no "公司"
    assert read("anyone ex tiktok mothership? douyin counts too").employers == {"bytedance"}
    phd = read("有博士吗 毕业的在读的都算")
    assert (phd.degree, phd.degree_status, phd.unknown_study) == ("PhD", "any", [])
    masters = read("现在在读硕士的 MBA也算")
    assert (masters.degree, masters.degree_name) == ("Master", None)
    assert read("anyone got a paper into the ieee intl robotics and automation conf").venues == [
        "ICRA"
    ]
    assert read("anyone with a paper at the file and storage technologies conf").venues == ["FAST"]


def test_a_publisher_is_a_kind_of_employer_and_degrees_that_also_count() -> None:
    publisher = read("anyone at a game publisher right now")
    assert publisher.record.expression == "(current_industry=gaming)"
    assert not publisher.publications
    masters = read("已经拿到硕士学位的有哪些 MBA MEng也算")
    assert (masters.degree, masters.degree_name, masters.degree_status) == (
        "Master",
        None,
        "completed",
    )
    assert read("2019年在彭博工作的").employers == {"bloomberg"}
