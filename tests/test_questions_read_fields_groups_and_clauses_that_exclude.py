"""Questions read as a recruiter means them: the years of one field of work said
before them with 的 ("做GIS的 5年以上") are that field's years, typed in lower case
too; a group named with 集团 ("booking集团下面的") is that group; "only ever worked at
one company" asks for no change of employer; "Shopee全职干过的" names Shopee;
"dropped out isn't" leaves dropouts out; a kind said as a circle ("芯片圈"), or a
list of kinds before one noun ("an internet / big tech platform co"); a concept
glossed in brackets in the other language is one ("SPC（统计过程控制）"), and words of
doing work with it are no place ("在产线上用控制图…"). On answers: a rival a line names
("took share from HP") is no employer, a school a project was run with or a
summer school held at no study there, and a unit of a central SOE an SOE. People
and companies are fictional, except the catalog's."""

from __future__ import annotations

import pytest

from bot.answer.paper_hits import venue_patterns
from ingest.orgs import OrgCatalog
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
        ("anyone interned at a white goods maker", ["intern_industry=smart_home"]),
        ("Which candidates have done an internship at a home-appliance manufacturer?",
         ["intern_industry=smart_home"]),
        ("化学专业毕业的有谁", ["degree_field=field-chem"]),
        ("physics PhDs?", ["degree_field=field-physics"]),
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
    assert not read_question("anyone ex-pat").unknown_work  # an expatriate, no company "pat"


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
    spc = read_question("哪些候选人在工作中使用过 SPC（统计过程控制）？")
    assert spc.concepts == ["spc"] and spc.topic == "SPC"  # (its gloss no topic of its own)
    c = read_question("有在产线上用控制图盯过程能力的吗")
    assert set(c.concepts) == {"spc"} and not c.unknown_work


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
    "柴映川_电气工程.md": "\n".join(
        [
            "# 柴映川",
            "## 实习经历",
            "2025年7月 - 2025年9月 广东电网有限责任公司佛山供电局（中国南方电网下属） 实习生",
            "## 教育背景",
            "华南理工大学 电气工程及其自动化 本科 2022-2026",
            "## 其他",
            "2024 年 上海交通大学 暑期学校（能源互联网专题）结业",
        ]
    ),
}
engine = module_engine(FILES, "rivals_and_partner_schools")
PEOPLE = {"Ailsa Brannock", "郗映雪", "柴映川"}


def test_a_rival_a_line_names_is_no_employer(engine: object) -> None:
    assert answered_names(engine, "anyone ex-hewlett packard?", PEOPLE) == set()
    assert answered_names(engine, "有从惠普出来的吗", PEOPLE) == set()


def test_a_school_a_project_was_run_with_is_no_study_there(engine: object) -> None:
    assert answered_names(engine, "Which candidates studied at Fudan University?", PEOPLE) == set()
    assert answered_names(engine, "南大毕业的有谁", PEOPLE) == {"郗映雪"}


@pytest.mark.parametrize(
    ("question", "venue"),
    [
        ("有在美国化学会那本旗舰期刊上发过文章的吗", "J. Am. Chem. Soc."),
        ("anyone published in the ACS flagship journal", "J. Am. Chem. Soc."),
        ("美国神经科学学会自家那本期刊发过文章的", "Journal of Neuroscience"),
        (
            "有在交通研究C辑（Emerging Technologies那本）发过文章的吗",
            "Transportation Research Part C",
        ),
    ],
)
def test_a_journal_said_by_its_society_or_its_part_is_that_journal(
    question: str, venue: str
) -> None:
    c = read_question(question)
    assert c.venues[0] == venue and not c.topic and not c.skills


def test_a_company_named_in_a_place_is_no_field_of_study() -> None:
    c = read_question("在万华化学实习过的本科生")
    assert c.employers == {"wanhua"} and not c.record.clauses


def test_examples_of_units_opened_inside_the_places_words_are_no_topic() -> None:
    c = read_question(
        "Which candidates have worked at Tencent, including its subsidiaries "
        "(e.g. Tencent Cloud, Tencent Zorbix)?"
    )
    assert "tencent" in c.employers and not c.topic


def test_a_tool_by_its_spelled_out_name_is_that_tool() -> None:
    assert read_question("anyone actually used data build tool on the job").skills == {"dbt"}


def test_an_internship_at_a_central_soes_unit_is_one_at_an_soe(engine: object) -> None:
    assert answered_names(engine, "有央企实习过的吗", PEOPLE) == {"柴映川"}


def test_a_summer_school_is_no_study_at_the_school(engine: object) -> None:
    assert answered_names(engine, "any SJTU alumni", PEOPLE) == set()
    assert answered_names(engine, "上交毕业的有谁", PEOPLE) == set()


@pytest.mark.parametrize(
    ("question", "clauses"),
    [
        ("who's got a decade+ of real full-time experience, internships not counted",
         ["years>=10"]),
        ("who has managed people at some point, now or in the past", ["max_seniority>=lead"]),
    ],
)  # fmt: skip
def test_words_that_set_internships_or_time_aside_ask_no_more(
    question: str, clauses: list[str]
) -> None:
    c = read_question(question)
    assert c.record.clauses == clauses and not c.topic


def test_a_group_and_examples_of_its_brands_are_the_group() -> None:
    assert read_question("华润旗下公司待过的有吗").employers == {"china-resources"}
    c = read_question("anyone ex AB InBev? budweiser etc")
    assert c.employers == {"ab-inbev"} and not c.topic


def test_a_journal_is_not_met_by_a_longer_journal_that_starts_with_its_name() -> None:
    (pattern,) = venue_patterns(["Advanced Materials"])
    assert pattern.search("Roe J. Composite skins. Advanced Materials, 2022, 34: 2201.")
    assert pattern.search("Roe J. Composite skins. Adv. Mater. 2022, 34, 2201.")
    assert not pattern.search("Roe J. Composite repairs. Advanced Materials Research, 2014, 1049.")


def test_a_job_of_some_kind_asks_for_use_at_work_and_fnb_is_restaurants() -> None:
    assert read_question("hands-on Coupa in a procurement job?").skill_at_work
    c = read_question("who's in hotels or F&B right now")
    assert c.record.clauses == ["current_industry=hotels or current_industry=restaurants"]


def test_a_numbered_bureau_is_the_group_it_belongs_to() -> None:
    found = [m.id for m in OrgCatalog.load().find("中铁十四局集团有限公司 第四工程公司")]
    assert found[0] == "crcc-bureau-14" and "crec" not in found


def test_an_undergrad_finished_by_a_year_asks_for_that_graduation_year() -> None:
    c = read_question("any fresh grads? finished undergrad 2025 or later")
    assert c.record.clauses == ["grad_year>=2025"] and not c.topic
