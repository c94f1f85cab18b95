"""A question names a place, a tool, a tier or a kind of employer in words of its own, and
is read as the same requirement: a summer internship is an internship; "the company that
makes WeChat" is Tencent; a name said without its "Company" is the company; "china's google"
is Baidu; "salesforce's viz tool (tableau)" asks the tool, not the maker; journals by their
initials (ES&T, NAR) or short name before "这本…期刊"; the Russell Group a tier; staff or
postdocs offered as who counts ask no title; a university, an industrial-robot maker and an
oil-and-gas company asked as kinds; a domain then its member asks the domain's years; the
role moved from is no role now."""

from __future__ import annotations

import pytest

from tests.conftest import read_question


@pytest.mark.parametrize(
    "question", ["who did a summer internship at some point", "做过暑期实习的有谁"]
)
def test_a_summer_internship_is_an_internship(question: str) -> None:
    assert read_question(question).record.clauses == ["intern_years>0"]


@pytest.mark.parametrize(
    ("question", "employer"),
    [
        ("anyone here ever work at the company that makes wechat", "tencent"),
        ("anyone worked at mediterranean shipping", "msc-shipping"),
        ("anyone been at china's google? interns ok", "baidu"),
        ("anyone ex hik? the hangzhou camera giant", "hikvision"),
    ],
)
def test_an_employer_said_in_other_words(question: str, employer: str) -> None:
    c = read_question(question)
    assert c.employers == {employer} and not c.topic_terms


def test_the_maker_of_a_tool_asked_is_no_place() -> None:
    c = read_question("who's built dashboards in salesforce's viz tool (tableau) at work")
    assert c.skills == {"tableau"} and c.employers == set()
    assert read_question("who worked at Salesforce").employers == {"salesforce"}


@pytest.mark.parametrize(
    ("question", "venue"),
    [
        ("anyone with an ES&T paper", "Environmental Science & Technology"),
        ("anyone with a NAR paper?", "Nucleic Acids Research"),
        ("谁在 Stat Med 这本生物统计期刊发过文章", "Stat Med"),
    ],
)
def test_a_journal_by_its_initials_or_short_name(question: str, venue: str) -> None:
    c = read_question(question)
    assert venue in c.venues and not c.topic_terms


@pytest.mark.parametrize("question", ["russell group grads?", "罗素集团的毕业生有吗"])
def test_the_russell_group_is_a_tier(question: str) -> None:
    assert read_question(question).record.clauses == ["tier=russell-group"]


def test_a_person_named_russell_is_no_tier() -> None:
    assert read_question("where did Russell work?").record.clauses == []


@pytest.mark.parametrize(
    "question",
    [
        "Which candidates are currently employed by a university?",
        "哪些候选人目前在高校任职？",
        "who works in higher ed right now? staff or postdoc, students don't count",
    ],
)
def test_held_now_at_a_university(question: str) -> None:
    assert read_question(question).record.clauses == ["current_industry=higher_education"]


def test_postdocs_asked_alone_are_a_title() -> None:
    assert "postdoc" in read_question("any postdocs or faculty here").record.clauses[0]


@pytest.mark.parametrize(
    ("question", "clause"),
    [
        ("anyone who interned at an industrial robot manufacturer?", "intern_industry=robotics"),
        ("谁在机器人本体厂实习过", "intern_industry=robotics"),
        ("目前在石油天然气企业任职的候选人有哪些？", "current_industry=oil_gas"),
        ("风控反欺诈做了5年以上的", "years_with_risk-control>=5"),
        ("有没有从学校老师转去在线教育做课程的", "moved_into_education=teacher"),
        ("anyone w a top-tier chinese undergrad, like 985 level", "bachelor_tier=985"),
    ],
)
def test_kinds_years_and_moves_said_in_other_words(question: str, clause: str) -> None:
    c = read_question(question)
    assert c.record.clauses == [clause]
    assert c.topic_terms in ([], ["学", "校", "学校", "课", "程", "课程"])


def test_a_ranking_of_companies_is_no_place() -> None:
    c = read_question("anyone who worked for Fortune 500 companies")
    assert c.unknown_work == [] and c.employers == set()


@pytest.mark.parametrize(
    "question",
    ["who's a mgr or senior mgr right now", "目前职位为经理级别（含高级经理）的候选人有哪些？"],
)
def test_a_senior_manager_is_a_manager(question: str) -> None:
    assert read_question(question).record.clauses == ["seniority=manager"]


@pytest.mark.parametrize(
    "question",
    [
        "Which candidates were serving in the armed forces at any point during 2015?",
        "who was still in uniform back in 2015",
        "2015年那会儿有谁在部队当兵",
    ],
)
def test_the_armed_forces_in_a_year(question: str) -> None:
    c = read_question(question)
    assert c.record.clauses == ["industry_years_military=2015"] and not c.topic_terms


def test_developer_relations_is_a_role_and_a_school_overseas_is_abroad() -> None:
    assert read_question("any devrel people").concepts == ["role:devrel"]
    c = read_question("anyone studied at a QS top 100 school overseas (still studying is fine)")
    assert "studied_in=abroad" in c.record.clauses and not c.topic_terms
    assert read_question("anyone who writes sequel at their job").skills == {"sql"}


@pytest.mark.parametrize(
    ("question", "clause"),
    [
        ("德国大学读的硕士的有吗", "master_studied_in=de"),
        ("目前在社交媒体平台公司任职的候选人有哪些？", "current_industry=social_media"),
        ("anyone interned at a port terminal?", "intern_industry=logistics"),
    ],
)
def test_a_countrys_universities_and_more_kinds(question: str, clause: str) -> None:
    assert read_question(question).record.clauses == [clause]


def test_a_year_by_its_last_two_digits_and_a_place_typed_small() -> None:
    assert read_question("who was at vimeo sometime in '23").period == (2023, 2023)
    c = read_question("anyone ex ali? jack ma's group, subsidiaries count too")
    assert c.employers == {"alibaba"} and not c.topic_terms
    assert read_question("做过 FDA 510(k) 申报的有吗").concepts == ["fda-510k"]


def test_a_kind_is_narrower_than_one_that_spans_it() -> None:
    # pharma lists makers the healthcare kind does not, and healthcare spans pharma
    assert read_question("有从CRO跳去药企甲方的吗").record.clauses == [
        "industry=cro and industry=pharma"
    ]
