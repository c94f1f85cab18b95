"""Entries a writer sets down in prose or that a layout breaks, and names typed short. A
Chinese entry line "2021年1月至今，<公司>（<法定名称>），<部门>，<职位>。<做了什么>" is a
position whose fields end at its full stop, and "2017年7月到2020年12月" is a range; a DOCX
table cell's manual line break parts an entry's header from its description; in "<Title>,
<Company>, Manchester, UK" the city before its country is no employer; "晏 清川" (a surname
set apart) is a name. Questions: "jd或者pdd待过的" names two employers typed lower-case; a
drone company, a driverless (无人驾驶) company, "ISCA's yearly speech conference"
(Interspeech), "the annual meeting of the association for computational linguistics"
(ACL) and "a business school degree" (an MBA) are read as what they name. People are
fictional."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from ingest.name_forms import one_name
from ingest.parsers import parse_file
from ingest.profile import extract_profile
from ingest.sections import split_sections
from tests.conftest import answered_names, docx_bytes, module_engine
from tests.test_question_reading import read

ASKED = date(2026, 11, 26)

CVS: dict[str, str | bytes] = {
    "宁棠溪_类目运营.txt": "\n".join(
        [
            "宁棠溪",
            "求职意向：电商类目运营 | 上海 | ningtangxi@example.com",
            "工作经历",
            "2021年1月至今，拼多多（上海寻梦信息技术有限公司），主站家居类目，类目运营高级经理。"
            "我带领 6 人团队负责家居日用一级类目，通过价格带重构让类目 GMV 两年增长 40%。",
            "2016年7月到2020年12月，京东（京东零售，3C 事业部），品类运营经理。"
            "负责手机配件类目的自营采销协同。",
            "教育经历",
            "2012年9月到2016年6月，暨南大学，电子商务专业，管理学学士。",
        ]
    ),
    "Ravi_Castellane.docx": docx_bytes(
        [
            "Ravi Castellane",
            "Senior Full-Stack Engineer · Singapore · ravi.c@example.com",
            "Experience",
        ],
        [
            [
                [
                    "03/2023 - today",
                    "Airwallex, Singapore — Senior Full-Stack Engineer\n"
                    "Built the merchant onboarding portal in React and TypeScript.",
                ],
                [
                    "07/2020 - 02/2023",
                    "Lazada (Alibaba Group), Singapore — Software Engineer\n"
                    "Seller Center features for six markets.",
                ],
            ]
        ],
        ["Education", "National University of Singapore — Bachelor of Computing, 2016 – 2020."],
    ),
    "kojo_amankwa.txt": """Kojo Amankwa
kojo.amankwa@example.com

Experience
Principal Security Consultant, NCC Group, Manchester, UK, 2024-06 – Present
• Leads red-team engagements for banks.
Security Consultant, Rapid7, Belfast, UK, 2018-10 – 2024-05
• Web application penetration tests.
""",
    "谭予澄_验证工程师.txt": """谭予澄
工作经历
2019.07 - 至今 平头哥半导体 高级验证工程师
教育背景
清华大学 电子工程系 工学硕士 2016.09–2019.06
研究方向:数字集成电路验证
武汉大学 电子信息学院 电子信息工程工学学士 2012.09–2016.06
论文与技术分享
谭予澄,陈立衡. 基于 UVM 的总线一致性随机验证方法. DVCon China 2024(第一作者).
DVCon China 2025 演讲嘉宾
""",
    "mirela_odwyer.resume.json": json.dumps(
        {
            "basics": {"name": "Mirela O'Dwyer", "email": "mirela.odwyer@example.com"},
            "work": [
                {
                    "name": "Tessellate Voice",
                    "position": "Co-founder & CTO",
                    "startDate": "2019-03",
                },
                {
                    "name": "PayPal",
                    "position": "Software Engineering Intern",
                    "startDate": "2009-07",
                    "endDate": "2009-09",
                },
            ],
            "volunteer": [
                {
                    "organization": "NeurIPS",
                    "position": "Reviewer",
                    "startDate": "2021",
                    "endDate": "2023",
                }
            ],
        }
    ),
}
PEOPLE = {"宁棠溪", "Ravi Castellane", "Kojo Amankwa", "谭予澄", "Mirela O'Dwyer"}


engine = module_engine(CVS, "prose-lines", ASKED)


def _positions(
    tmp_path: Path, name: str
) -> set[tuple[str | None, str | None, str | None, str | None]]:
    path = tmp_path / name
    content = CVS[name]
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    cv = parse_file(path, 10_000_000)
    return {
        (p.org_id, p.role, p.start, p.end)
        for p in extract_profile(cv, split_sections(cv)).employment
    }


def test_a_chinese_entry_line_ends_its_fields_at_the_full_stop(tmp_path: Path) -> None:
    assert _positions(tmp_path, "宁棠溪_类目运营.txt") == {
        ("pinduoduo", "类目运营高级经理", "2021-01", None),
        ("jd", "品类运营经理", "2016-07", "2020-12"),
    }


def test_a_line_break_in_a_table_cell_parts_header_and_description(tmp_path: Path) -> None:
    held = {
        (org, role, start) for org, role, start, _ in _positions(tmp_path, "Ravi_Castellane.docx")
    }
    assert held == {
        ("airwallex", "Senior Full-Stack Engineer", "2023-03"),
        ("lazada", "Software Engineer", "2020-07"),
    }


def test_a_city_before_its_country_is_no_employer(tmp_path: Path) -> None:
    assert {org for org, *_ in _positions(tmp_path, "kojo_amankwa.txt")} == {None}
    cv_text = CVS["kojo_amankwa.txt"]
    assert isinstance(cv_text, str)
    path = tmp_path / "k.txt"
    path.write_text(cv_text, encoding="utf-8")
    cv = parse_file(path, 10_000_000)
    employers = {p.employer for p in extract_profile(cv, split_sections(cv)).employment}
    assert employers == {"NCC Group", "Rapid7"}


def test_a_surname_set_apart_from_its_given_name_is_a_name() -> None:
    assert one_name("晏 清川", True) == ["晏清川"]
    assert one_name("杭州 上海", True) == []


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("jd或者pdd待过的有吗", {"宁棠溪"}),
        ("现在在拼多多的", {"宁棠溪"}),
        ("2019年在京东的有谁", {"宁棠溪"}),
        ("anyone at a fintech right now", {"Ravi Castellane"}),
        ("anyone worked at alibaba", {"Ravi Castellane", "谭予澄"}),  # T-Head is Alibaba's
        ("who's at NCC Group now", {"Kojo Amankwa"}),
        # a research area under a degree is no section: the bachelor's below it is read
        ("本科是985的有吗", {"谭予澄"}),
        # papers joined to talks in one heading; the record's first authorship
        ("有一作论文的吗", {"谭予澄"}),
        # a JSON Resume's volunteer reviewing for a venue, an internship at a fintech
        ("anyone done peer review for conferences or journals", {"Mirela O'Dwyer"}),
        ("anyone who interned at a fintech", {"Mirela O'Dwyer"}),
    ],
)
def test_prose_lines_and_broken_cells_name_the_people_meant(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert answered_names(engine, question, PEOPLE) == people


def test_kinds_venues_and_degrees_said_in_other_words() -> None:
    assert read("jd或者pdd待过的有吗").employers == {"jd", "pinduoduo"}
    assert read("在jd或字节干过的").employers == {"jd", "bytedance"}
    assert read("anyone worked at a drone company").record.clauses == ["industry=drone"]
    # driverless: a kind of company, and nobody said to lead no one
    assert read("有在无人驾驶公司实习过的吗").record.clauses == [
        "intern_industry=autonomous_driving"
    ]
    assert read("不带人的有吗").record.clauses == ["seniority<lead"]
    assert read("anyone with a paper at ISCA's big yearly speech conference").venues == [
        "Interspeech"
    ]
    assert read("ISCA papers?").venues == ["ISCA"]
    assert read(
        "anyone got a paper in the annual meeting of the association for computational linguistics"
    ).venues == ["ACL"]
    assert read("有在声学语音信号处理那个顶会上发过文章的吗").venues == ["ICASSP"]
    assert read("哪些候选人在 Interspeech 会议上发表过论文？").venues == ["Interspeech"]
    assert read("有人在智能机器人与系统国际会议上发过文章吗").venues == ["IROS"]
    assert read("博士有谁 在读博的也算").degree_status == "any"
    assert read("有在读研的吗 在职读的也算").degree_status == "in_progress"
    assert read("any ZJU people, grads or current students").degree_status == "any"
    assert read("MBA either done or in progress").topic_terms == []
    assert read("渗透测试5年以上的").record.clauses == ["years_as_security>=5"]
    assert read("anyone who went from byd to nio").record.clauses == ["employer_moves=byd_to_nio"]
    business = read("who has a business school degree, done or still doing it")
    assert (business.degree, business.degree_name) == ("Master", "MBA")
