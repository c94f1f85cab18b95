"""Questions that name a kind of employer, a degree or a venue in other words: a company said
by what it does ("做物流的公司"), examples in brackets or after slashes ("a fintech company
(payments, consumer lending or digital banking)", "a shipping/freight/parcel company"),
hotels and smart-home makers as kinds of employer, "postgrad", an unfinished master's said
in words, a venue by its description, and "still at X" said of a past year."""

from __future__ import annotations

from datetime import date

import pytest

from bot.answer.question import analyze, constraints_of
from bot.answer.requirements import Constraints
from ingest.orgs import OrgCatalog
from ingest.skills import SkillCatalog

ASKED = date(2026, 11, 26)


def _read(question: str) -> Constraints:
    return constraints_of(analyze(question), OrgCatalog.load(), SkillCatalog.load(), ASKED)


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("现在在做物流的公司上班的有谁", "(current_industry=logistics)"),
        ("现在还在做芯片的公司上班的有谁", "(current_industry=semiconductor)"),
        (  # (a container line is a shipping company too)
            "anyone interned at a shipping/freight/parcel company",
            "(intern_industry=logistics or intern_industry=shipping)",
        ),
        (
            "Which candidates currently work at a logistics or supply-chain services company?",
            "(current_industry=logistics)",
        ),
        (
            "who works at a fintech company (payments, consumer lending or digital banking) now",
            "(current_industry=bank or current_industry=fintech or "
            "current_industry=consumer_finance or current_industry=payments)",
        ),
        (
            "目前就职于金融科技公司（支付、消费金融、数字银行等）的候选人有哪些？",
            "(current_industry=fintech or current_industry=payments or "
            "current_industry=consumer_finance)",
        ),
        ("现在在做支付或者消费贷这类公司的有谁", None),
        ("who's in hospitality right now, like at a hotel group", "(current_industry=hotels)"),
        ("现在还在酒店干的有谁", "(current_industry=hotels)"),
        ("有在扫地机器人公司干过的吗", "(industry=smart_home)"),
        ("anyone at a smart home company", "(industry=smart_home)"),
    ],
)
def test_a_kind_of_employer_said_in_other_words_is_read_whole(
    question: str, expression: str | None
) -> None:
    c = _read(question)
    assert c.topic in (None, ""), c.topic
    if expression is not None:
        assert c.record.expression == expression
    else:
        assert "consumer_finance" in c.record.expression
        assert "payments" in c.record.expression


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        (
            "who's got a postgrad degree or is doing one rn, mba ok",
            "degree>=master or pursuing>=master",
        ),
        ("postgraduate degree holders?", "degree>=master"),
    ],
)
def test_a_postgraduate_degree_is_a_masters_or_above(question: str, expression: str) -> None:
    c = _read(question)
    assert c.topic in (None, ""), c.topic
    assert c.record.clauses == [expression]


def test_a_masters_left_half_done_is_an_unfinished_degree() -> None:
    c = _read("有没有研究生读了一半没读完的")
    assert (c.degree, c.degree_status) == ("postgrad", "never_completed")
    assert c.topic in (None, ""), c.topic


@pytest.mark.parametrize(
    ("question", "venue"),
    [
        ("有人中过miccai吗", "MICCAI"),
        (
            "anyone with a paper at the medical image computing and computer assisted "
            "intervention conf",
            "MICCAI",
        ),
        ("anyone with a paper at the big ACM graphics conference", "SIGGRAPH"),
        ("anyone with a paper at the big ACM information retrieval conference", "SIGIR"),
        ("信息检索顶会有发过文章的吗", "SIGIR"),
    ],
)
def test_a_venue_said_by_its_name_or_its_field_is_that_venue(question: str, venue: str) -> None:
    c = _read(question)
    assert c.venues == [venue]
    assert c.topic in (None, ""), c.topic


def test_still_at_a_company_in_a_past_year_asks_that_year_not_today() -> None:
    then = _read("who was still at ali sometime in 2022")
    assert (then.record.clauses, then.period) == ([], (2022, 2022))
    assert _read("who is still at alibaba").record.clauses == ['current_employer="Alibaba"']


@pytest.mark.parametrize(
    ("question", "clause"),
    [
        ("药物警戒做了5年以上的", "years_with_pharmacovigilance>=5"),
        ("干了十年以上的老手有谁", "years>=10"),
    ],
)
def test_years_in_a_professions_domain_are_years_with_it(question: str, clause: str) -> None:
    c = _read(question)
    assert c.record.clauses == [clause]
    assert c.topic in (None, ""), c.topic


@pytest.mark.parametrize(
    ("question", "clauses"),
    [
        ("QS前十的学校毕业的", ["tier=global-top10"]),
        ("anyone from a QS top 10 university", ["tier=global-top10"]),
        ("QS top 100 grads", ["tier=global-top100"]),
        ("985毕业的有谁 本科硕士都算", ["tier=985"]),
        ("who switched companies since the start of 2023", ["moved_in>=2023"]),
        ("有从酒店转行去互联网的吗", ["industry=hotels and industry=internet"]),
        ("anyone with insurance industry background", ["industry=insurance"]),
    ],
)
def test_tiers_moves_and_kinds_said_in_recruiters_words(question: str, clauses: list[str]) -> None:
    c = _read(question)
    assert c.record.clauses == clauses
    assert c.topic in (None, ""), c.topic
    assert c.degree is None


def test_a_degree_being_studied_or_an_mba_asks_one_in_progress() -> None:
    c = _read("目前在读研究生或者MBA的有哪些")
    assert (c.degree, c.degree_status) == ("Master", "in_progress")
    assert c.topic in (None, ""), c.topic


@pytest.mark.parametrize(
    ("question", "clauses"),
    [
        ("anyone interned at a robot maker", ["intern_industry=robotics"]),
        ("有在做机器人的厂子实习过的吗", ["intern_industry=robotics"]),
        ("anyone from a hospital group", ["industry=hospitals"]),
        (
            "Which candidates currently work at a financial-services institution (fund, bank, "
            "insurer or reinsurer)?",
            [
                "current_industry=bank or current_industry=insurance or current_industry=fund "
                "or current_industry=finance"
            ],
        ),
        ("本科毕业于“985工程”高校的候选人有哪些？", ["bachelor_tier=985"]),
        ("本科是国内那39所顶尖大学之一的有谁", ["bachelor_tier=985"]),
        (
            "Which candidates currently work at an education-technology company?",
            ["current_industry=education"],
        ),
    ],
)
def test_more_kinds_and_tiers_in_recruiters_words(question: str, clauses: list[str]) -> None:
    c = _read(question)
    assert c.record.clauses == clauses
    assert c.topic in (None, ""), c.topic


@pytest.mark.parametrize(
    ("question", "schools"),
    [("any zheda alumni in here", {"zju"}), ("有广州中大出来的吗", {"sysu"})],
)
def test_a_schools_nickname_is_the_school(question: str, schools: set[str]) -> None:
    assert _read(question).schools == schools
