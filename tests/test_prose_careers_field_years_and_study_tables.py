"""Careers told in sentences, years asked of a field or a kind of employer, and study read
from tables. "Since 10/2022 I have been <title> at <Company> Limited", "From 03/2018 to
09/2022 I was <title> at <company>" and "I spent summer 2013 as an intern at <company>" are
positions (the summer June to August); a degree's table row whose dates come first is the
record's, so "any zju alumni" names its holder; a vendor's product in the skills ("TI C2000
DSP") is no employer; a hospital named after a university is no study there; a degree's
acronym ("MPH") is no school. Questions: years in a kind of employer ("在药企干满5年"), as an
HRBP, a move from frontend engineering into management, "tencent or one of its studios",
sports brands, VC firms, commercial banks, Big Four accounting firms. People are fictional."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from bot.answer.requirements import read_record_ask
from ingest.names import looks_like_latin_name
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import answered_names, docx_bytes, module_engine
from tests.test_question_reading import read

ASKED = date(2026, 11, 26)

CVS: dict[str, str | bytes] = {
    "Ottoline_Varga_Resume.txt": "\n".join(
        [
            "Ottoline Varga, FIA",
            "Hong Kong | o.varga@example.com",
            "",
            "Career",
            "Since 10/2022 I have been Senior Actuarial Manager, Group Valuation at Harbourline"
            " Assurance Group Limited in Hong Kong. I manage four actuaries.",
            "From 03/2015 to 09/2022 I was Actuary, Life Reinsurance at Swiss Re in Zurich,"
            " where I priced longevity treaties.",
            "Before university ended I spent summer 2013 as an actuarial intern at Willis Towers"
            " Watson in London, where I helped run pension valuations.",
        ]
    ),
    "闻若宁_风控.docx": docx_bytes(
        [
            "闻若宁",
            "杭州 | wenruoning@example.com",
            "工作经历",
            "中国工商银行浙江省分行　风险管理部　实习生　2017年7月 - 2017年9月",
            "教育背景",
        ],
        [
            [
                ["2014.09–2018.06", "浙江大学", "统计学", "本科（理学学士）"],
                [
                    "2023.01–至今",
                    "伊利诺伊大学厄巴纳-香槟分校（线上）",
                    "数据科学",
                    "硕士在读（非全日制）",
                ],
            ]
        ],
        ["专业技能", "编程 C（TI C2000 DSP）、MATLAB、Python、SQL"],
    ),
    "lian_muqing.md": """# Lian Muqing (连暮青)

lian.muqing@example.com · Hangzhou

## Internships

**Alibaba Cloud (阿里云) — Software Engineering Intern, Elastic Compute Service**
06/2025 – 09/2025 · Hangzhou

- Built a Kafka pipeline in Java for instance lifecycle events.

**JD.com (京东零售) — Data Engineering Intern**
Jul 2024 – Sep 2024 · Beijing

- Joined promotion logs in Spark SQL.
""",
    "bao_qinghe.resume.json": json.dumps(
        {
            "basics": {"name": "鲍清禾", "email": "baoqinghe@example.com"},
            "work": [
                {
                    "name": "阿斯利康中国",
                    "position": "医学事务经理",
                    "startDate": "2019-08",
                },
                {
                    "name": "复旦大学附属华山医院 药剂科",
                    "position": "临床药师",
                    "startDate": "2013-07",
                    "endDate": "2019-07",
                },
            ],
            "education": [
                {
                    "institution": "复旦大学 公共卫生学院",
                    "area": "公共卫生",
                    "studyType": "公共卫生硕士（MPH，在职）",
                    "startDate": "2024-09",
                },
                {
                    "institution": "中国药科大学",
                    "area": "药学",
                    "studyType": "本科",
                    "startDate": "2009-09",
                    "endDate": "2013-06",
                },
            ],
        },
        ensure_ascii=False,
    ),
}
PEOPLE = {"Ottoline Varga", "闻若宁", "鲍清禾", "Lian Muqing"}


engine = module_engine(CVS, "prose-careers", ASKED)


def test_a_career_told_in_sentences_gives_its_positions(tmp_path: Path) -> None:
    path = tmp_path / "ov.txt"
    text = CVS["Ottoline_Varga_Resume.txt"]
    assert isinstance(text, str)
    path.write_text(text, encoding="utf-8")
    cv = parse_file(path, 10_000_000)
    held = {
        (p.employer, p.role, p.start, p.end)
        for p in extract_profile(cv, split_sections(cv)).employment
    }
    assert held == {
        ("Harbourline Assurance Group Limited", "Senior Actuarial Manager", "2022-10", None),
        ("Swiss Re", "Actuary", "2015-03", "2022-09"),
        ("Willis Towers Watson", "Actuarial intern", "2013-06", "2013-08"),
    }


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("10年以上工作经验的 实习不算", {"Ottoline Varga", "鲍清禾"}),
        # the record's completed bachelor's, whatever order the table's cells come in
        ("any zju alumni in here", {"闻若宁"}),
        # a hospital named after a university is no study there; MPH is the degree
        ("复旦读过书的有谁 在读的也算", {"鲍清禾"}),
        ("985毕业的有谁", {"闻若宁"}),
        ("在药企干满5年的", {"鲍清禾"}),
        ("有在商业银行实习的经历的吗", {"闻若宁"}),
        # "TI C2000 DSP" among the skills: a product, no employer
        ("有在德州仪器TI工作过的人吗", set()),
        ("anyone doing a part-time masters right now", {"闻若宁", "鲍清禾"}),
        # "**<Company> — <Title>**" above "<dates> · <City>": the heading names the employer
        ("anyone who interned at a cloud vendor", {"Lian Muqing"}),
        ("who interned at jd", {"Lian Muqing"}),
    ],
)
def test_careers_and_study_name_the_people_meant(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("在药企干满5年的", "(years_in_pharma>=5) and (industry=pharma)"),
        ("做 HRBP 超过5年的有哪些", "(years_as_hrbp>5)"),
        (
            "anyone who moved from frontend engineering into engineering management",
            "(role_moves=frontend_to_manager)",
        ),
        ("研发转管理的", "(role_moves=engineering_to_manager)"),
        ("有做过运动品牌的吗 阿迪耐克安踏这种", "(industry=sportswear)"),
        ("有VC风投背景的吗", "(industry=private_equity)"),
        ("有航空公司背景的吗", "(industry=airline)"),
        ("现在在听歌app公司上班的有谁", "(current_industry=music_streaming)"),
        (
            "who's come from a semi equipment vendor, ASML / Lam / AMAT type companies",
            "(industry=semi_equipment)",
        ),
        # a kind of employer named with "startups" asks the kind, its makers startups or not
        (
            "anyone interned at one of the chinese new-energy car startups",
            "(intern_industry=carmaker@cn)",  # (Chinese ones: from China)
        ),
        ("有在蔚小理这种造车新势力实习过的吗", "(intern_industry=carmaker)"),
        (
            "Which candidates currently work at one of the Big Four accounting firms?",
            "(current_industry=big_four)",
        ),
    ],
)
def test_fields_and_kinds_of_employer_said_in_other_words(question: str, expression: str) -> None:
    assert read_record_ask(question).expression == expression


def test_units_after_a_place_and_a_cvs_title_are_no_topic_or_name() -> None:
    studios = read("anyone worked at tencent or one of its studios")
    assert (studios.employers, studios.topic_terms) == ({"tencent"}, [])
    assert not looks_like_latin_name("Growth Marketing")
    assert looks_like_latin_name("Dagny Hallgren")
