"""Questions read as a recruiter means them: "a Swedish company" is one from Sweden wherever
it employs ("a UK-based employer" is one in the UK), and so is "a company HQ'd in sweden";
"东家" is the employer, no topic; each kind of a list before one noun is asked ("a
port or freight outfit"); a level word that
heads a role's title asks the role too ("any store managers" is met by 店长); "店长升区域经理"
and "promoted at the company theyre at now" ask for a promotion; a tool named asks for that
tool, not its field ("Altium Designer" is no PCB work in general); a credential said in
words ("欧洲专利代理人资格", "passed the EQE"); makers named by a nickname or a
description ("the bird app", "the UK's national weather service"); oil-and-gas and
sequencing companies as kinds; a journal whose name opens in lower case ("在 eLife 期刊上
发表过")."""

from __future__ import annotations

import pytest

from tests.conftest import read_question


@pytest.mark.parametrize(
    ("question", "clauses"),
    [
        ("Which candidates currently work for a Swedish company?", ["current_industry=@se"]),
        ("who's with a company HQ'd in sweden right now", ["current_industry=@se"]),
        ("现在东家是瑞典企业的有谁", ["current_industry=@se"]),
        ("目前在瑞典公司任职的候选人有哪些？", ["current_industry=@se"]),
        ("Which candidates were employed by a UK-based employer at any point during 2019?",
         ["country_years_uk=2019"]),
        ("在英国的公司工作过的", ["worked_in_country=uk"]),
        ("anyone interned at a port or freight outfit", ["intern_industry=logistics"]),
        ("Which candidates have done an internship at a logistics, shipping or port company?",
         ["intern_industry=logistics or intern_industry=shipping"]),
        ("有石油行业经验的吗", ["industry=oil_gas"]),
        ("any O&G background", ["industry=oil_gas"]),
        ("anyone currently working at a sequencing company", ["current_industry=genomics"]),
        ("who got promoted at the company theyre at now", ['promoted_now~""']),
        # round 2: kinds, periods counted back, levels said as a level
        ("anyone interned at a law firm? full time paralegal jobs dont count",
         ["intern_industry=law_firms"]),
        ("哪些候选人有律师事务所的实习经历？", ["intern_industry=law_firms"]),
        # (a role beside a kind is asked: only one inside the kind's name is not)
        ("做B2B SaaS产品的PM", ["industry=saas", "role=product-manager"]),
        ("anyone at an agtech / crop-spraying drone outfit right now",
         ["current_industry=agriculture"]),
        ("空管或者航空行业的有吗", ["industry=air_navigation or industry=airline"]),
        ("现在title是lead级别的有谁", ["seniority=lead"]),
        ("undergrad from one of china's top 39 unis?", ["bachelor_tier=985"]),
        ("在同一家公司实习完转正的有吗", ['converted_at~""']),
        ("2015年有在公司上班的吗 实习也算",
         ["interned_in=2015 or worked_in=2015 or taught_in=2015"]),
    ],
)  # fmt: skip
def test_questions_are_read_into_these_clauses(question: str, clauses: list[str]) -> None:
    c = read_question(question)
    assert c.record.clauses == clauses
    assert not c.topic_terms or c.concepts  # (a concept's own words only)


def test_a_level_word_heading_a_role_asks_for_the_role_too() -> None:
    c = read_question("any store managers")
    assert c.record.clauses == ["seniority=manager"]
    assert c.concepts == ["role:store-manager"] and "店长" in c.concept_names
    risen = read_question("店长升区域经理的")
    assert risen.record.clauses == ["seniority=manager", 'promoted_at~""']


def test_a_tool_named_asks_for_that_tool_not_its_field() -> None:
    assert read_question("工作里用过 Altium Designer 的有谁").skills == {"altium"}
    assert read_question("PCB layout 干了10年以上的").skills == {"pcb-design"}


def test_a_credential_said_in_words_is_that_credential() -> None:
    for question in ("有欧洲专利代理人资格的吗", "anyone passed the EQE"):
        c = read_question(question)
        assert c.certification_names == ["European Patent Attorney"]
    assert not read_question("anyone passed the EQE").topic


@pytest.mark.parametrize(
    ("question", "employer"),
    [
        ("anyone at the bird app back in 2021", "twitter"),
        ("anyone from the UK's national weather service", "met-office"),
        ("anyone at the green mermaid coffee chain back in 2019", "starbucks"),
    ],
)
def test_makers_named_by_a_nickname_or_a_description(question: str, employer: str) -> None:
    assert read_question(question).employers == {employer}


def test_schools_named_by_their_short_names() -> None:
    assert read_question("any UoR alumni? reading uni in the UK").schools == {"reading-uni"}
    assert read_question("哪些候选人曾就读于英国雷丁大学？").schools == {"reading-uni"}
    assert read_question("蓝带出来的有谁").schools == {"le-cordon-bleu"}


def test_a_journal_named_in_lower_case_first_is_a_venue() -> None:
    assert read_question("哪些候选人在 eLife 期刊上发表过论文？").venues == ["eLife"]
    assert read_question("Which candidates have published in eLife?").venues == ["eLife"]


def test_a_place_described_again_and_lower_case_names_are_places() -> None:
    assert read_question("有人在翠丰干过吗 就是英国那个家装建材零售集团").employers == {
        "kingfisher"
    }
    assert not read_question("有人在翠丰干过吗 就是英国那个家装建材零售集团").unknown_work
    assert read_question("anyone worked for the uk diy group that owns b&q").employers == {
        "kingfisher"
    }
    assert read_question("mars petcare people? royal canin count too").employers == {"mars-petcare"}
    assert read_question("anyone full time at amadeus").employers == {"amadeus"}


def test_what_also_counts_is_no_requirement() -> None:
    c = read_question("masters holders pls, part-time ok but must be finished")
    assert (c.degree, c.degree_status) == ("Master", "completed")
    assert not c.record.clauses and not c.topic
    online = read_question(
        "who's got a masters? doing one right now counts too, online ones included"
    )
    assert (online.degree, online.degree_status, online.topic) == ("Master", "any", "")


def test_a_pilot_licence_said_in_chinese_is_that_licence() -> None:
    assert read_question("有飞行执照的吗 能开飞机那种").certification_names == ["Pilot Licence"]
    assert not read_question("any MSRA ppl? interns count").certification  # people, no PPL
