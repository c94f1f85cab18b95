"""A software company (软件公司) is a kind of employer, SaaS vendors among them; "首席xx官" asks
for a chief officer of any function; "not ft" is "not full-time", never the Financial Times."""

from __future__ import annotations

from bot.answer.requirements import read_record_ask
from tests.conftest import read_question


def test_a_software_or_internet_company_is_either_kind() -> None:
    for question in (
        "who interned at a software / internet co (internships only, not ft)",
        "哪些候选人在软件或互联网公司做过实习？",
    ):
        clause = read_record_ask(question).clauses[0]
        assert "intern_industry=software" in clause and "intern_industry=internet" in clause


def test_a_chief_officer_of_any_function_is_an_executive() -> None:
    for question in ("现在是首席xx官的有谁", "现在是首席技术官的"):
        c = read_question(question)
        assert c.record.clauses == ["seniority=executive"] and not c.topic


def test_not_ft_is_no_employer_excluded() -> None:
    assert not read_question("who interned at google (internships only, not ft)").excluded
