"""Questions read as a recruiter means them: the years of one field of work said before
them with 的 ("做GIS的 5年以上") are that field's years, typed in lower case too; a group named
with 集团 ("booking集团下面的") is that group; "only ever worked at one company" asks for no
change of employer; "Shopee全职干过的" names Shopee; "dropped out isn't" leaves dropouts out; a
kind said as a circle ("芯片圈"), or a list of kinds before one noun ("an internet / big tech
platform co"); a concept said twice in two languages is one ("SPC（统计过程控制）"), and words
of doing work with it are no place ("在产线上用控制图…"). On answers: a rival a line names
("took share from HP") is no employer, and a school a project was run with no study there.
People and companies are fictional, except the catalog's."""

from __future__ import annotations

import pytest

from tests.conftest import answered_names, module_engine, read_question


@pytest.mark.parametrize(
    ("question", "clauses"),
    [
        ("做GIS的 5年以上", ["years_with_gis>=5"]),
        ("gis 5年以上经验的", ["years_with_gis>=5"]),
        ("5+ yrs of GIS work", ["years_with_gis>=5"]),
        ("who has only ever worked at one company (internships dont count)",
         ["not moved_in>=1900 and years>0"]),
        ("anyone who has worked for just one employer", ["not moved_in>=1900 and years>0"]),
        ("现在在芯片圈干活的有谁", ["current_industry=semiconductor"]),
    ],
)  # fmt: skip
def test_questions_are_read_into_these_clauses(question: str, clauses: list[str]) -> None:
    c = read_question(question)
    assert c.record.clauses == clauses
    assert not c.topic


def test_a_field_typed_in_lower_case_is_asked_but_not_a_plural_of_soldiers() -> None:
    assert read_question("做gis的有谁").concepts == ["gis"]
    assert read_question("any GIs in the pool").concepts == []


def test_places_named_before_a_verb_of_having_been_there() -> None:
    assert read_question("booking集团下面的有谁").employers == {"booking"}
    shopee = read_question("Shopee全职干过的有吗")
    assert shopee.employers == {"shopee"} and shopee.fulltime
    assert read_question("有旦大出来的吗 本硕都行").schools == {"fudan"}


def test_a_clause_that_ends_saying_it_is_not_wanted_excludes_it() -> None:
    c = read_question("who's got a masters? mba counts, still enrolled is fine, dropped out isn't")
    assert (c.degree, c.degree_status) == ("Master", "any")


def test_a_list_of_kinds_before_one_noun_is_no_topic() -> None:
    c = read_question(
        "who's interned at an internet / big tech platform co? full-time doesn't count"
    )
    assert c.record.clauses[0].startswith("intern_industry=internet")
    assert not c.topic


def test_a_concept_said_twice_is_one_and_work_done_with_it_no_place() -> None:
    assert read_question("哪些候选人在工作中使用过 SPC（统计过程控制）？").concepts == ["spc"]
    c = read_question("有在产线上用控制图盯过程能力的吗")
    assert c.concepts == ["spc"] and not c.unknown_work


FILES = {
    "ailsa_brannock_cv.txt": "\n".join(
        [
            "Ailsa Brannock",
            "Experience",
            "Apr 2015 – Channel Sales Manager, Lumen Print Systems (UK) Ltd, Glasgow",
            "Present Promoted from Channel Account Manager in January 2019.",
            "• Run a network of 60 office-equipment dealers.",
            "• Grew channel revenue from GBP 6m to GBP 14m (2016–2025); took share from HP",
            "and Brother in the SMB dealer segment.",
            "Education",
            "BA Business Management, Edinburgh Napier University, 2006 – 2010",
        ]
    ),
    "郗映雪_数据分析.md": "\n".join(
        [
            "# 郗映雪",
            "## 工作经历",
            "### 星桥二手 ｜ 数据分析经理 ｜ 2019年3月 - 至今",
            "- 负责定价模型。",
            "## 教育背景",
            "南京大学 统计学 本科 2011-2015",
            "## 其他",
            "合作高校项目：与复旦大学管理学院联合开展“二手商品定价”课题（2023，企业方负责人）",
        ]
    ),
}
engine = module_engine(FILES, "rivals_and_partner_schools")
PEOPLE = {"Ailsa Brannock", "郗映雪"}


def test_a_rival_a_line_names_is_no_employer(engine: object) -> None:
    assert answered_names(engine, "anyone ex-hewlett packard?", PEOPLE) == set()
    assert answered_names(engine, "有从惠普出来的吗", PEOPLE) == set()


def test_a_school_a_project_was_run_with_is_no_study_there(engine: object) -> None:
    assert answered_names(engine, "Which candidates studied at Fudan University?", PEOPLE) == set()
    assert answered_names(engine, "南大毕业的有谁", PEOPLE) == {"郗映雪"}
