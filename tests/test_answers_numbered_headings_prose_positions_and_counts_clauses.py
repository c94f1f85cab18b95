"""Classes of failure found by a fourth blind held-out set, each pinned on fictional CVs
(tests/fixtures/layouts4.py): numbered Chinese headings, positions told in sentences beside
headed entries, banner headings, "Since 2021", clauses that only say what counts ("实习也
算", "Co-op terms count."), contract and freelance roles, competitors, partners, acquirers,
talks, and workshop papers when the main conference is asked for."""

from __future__ import annotations

import pytest

from bot.answer.engine import AnswerEngine
from bot.answer.question import analyze, constraints_of
from ingest.dates import find_spans
from ingest.orgs import OrgCatalog
from ingest.skills import SkillCatalog
from tests.conftest import answered_names, module_engine
from tests.fixtures.layouts4 import ALL

PEOPLE = {"孟晓川", "Ruth Adebayo", "Pavel Horak", "Ines Duarte", "贺文静"}


engine = module_engine(ALL, "blind4")


def names(engine: AnswerEngine, question: str) -> set[str]:
    return answered_names(engine, question, PEOPLE)


# -- layouts ---------------------------------------------------------------------------------
def test_numbered_chinese_headings_split_the_cv(engine: AnswerEngine) -> None:
    card = next(p for p in engine.candidates() if "孟晓川" in p.names)
    profile = card.documents[0].profile
    assert [e.school for e in profile.education] == ["浙江大学"]  # not a place of work
    assert all("大学" not in e.employer for e in profile.employment)


def test_sentences_beside_a_headed_entry_give_positions(engine: AnswerEngine) -> None:
    """ "2016年7月—2020年4月，我在某某有限公司（某某集团）担任…" beside an entry the layout
    parser found: each sentence is a position."""
    card = next(p for p in engine.candidates() if "孟晓川" in p.names)
    employers = [e.employer for e in card.documents[0].profile.employment]
    assert any(e.startswith("杭州星河数据有限公司") for e in employers)
    assert any(e.startswith("华为技术有限公司") for e in employers)
    assert names(engine, "谁在华为工作过？实习也算。") == {"孟晓川"}


def test_since_a_year_is_an_open_range_and_current() -> None:
    for text, shown in (("Since 2021\tMonzo", "Since 2021"), ("自2021年起在某公司", "自2021")):
        span = find_spans(text)[0]
        assert span.ongoing and text[span.begin : span.stop] == shown


def test_an_instruction_wrapped_onto_a_second_chinese_line_is_never_evidence(
    engine: AnswerEngine,
) -> None:
    card = next(p for p in engine.candidates() if "孟晓川" in p.names)
    assert "Rust" not in card.documents[0].profile.skills
    assert names(engine, "谁会 Rust？") == set()


def test_a_since_entry_is_a_current_job(engine: AnswerEngine) -> None:
    assert names(engine, "谁目前在 Monzo 工作？") == {"Ruth Adebayo"}


def test_a_banner_heading_keeps_certifications_and_talks_out_of_work(
    engine: AnswerEngine,
) -> None:
    assert names(engine, "Who has worked at Google?") == {"Pavel Horak", "Ines Duarte"}


# -- what a line says --------------------------------------------------------------------------
def test_a_competitor_benchmarked_against_is_not_an_employer(engine: AnswerEngine) -> None:
    assert names(engine, "Who has worked at Amazon? AWS counts as Amazon.") == set()


def test_a_joint_project_with_a_company_is_not_employment(engine: AnswerEngine) -> None:
    assert names(engine, "Who has worked at Tencent?") == set()


def test_a_company_acquired_by_another_is_not_the_acquirer(engine: AnswerEngine) -> None:
    assert names(engine, "Has anyone been employed by Microsoft?") == set()


def test_contract_roles_are_not_full_time(engine: AnswerEngine) -> None:
    assert names(engine, "Who has been a full-time Google employee?") == {"Ines Duarte"}
    assert names(engine, "Who has worked at Google? Contract roles count.") == {
        "Pavel Horak",
        "Ines Duarte",
    }


def test_a_freelancer_is_a_role(engine: AnswerEngine) -> None:
    assert names(engine, "Who has worked as a freelancer?") == {"Pavel Horak"}


def test_workshop_papers_are_left_out_unless_workshops_are_asked_about(
    engine: AnswerEngine,
) -> None:
    # "published at CVPR" is the main conference, as three blind sets' writers ruled
    assert names(engine, "Who has published at CVPR?") == {"Ines Duarte"}
    assert names(engine, "Who has published at CVPR, workshops included?") == {
        "Pavel Horak",
        "Ines Duarte",
    }
    assert names(engine, "Who has a CVPR main conference paper?") == {"Ines Duarte"}
    assert names(engine, "Who has published at CVPR (workshop papers do not count)?") == {
        "Ines Duarte"
    }


# -- how a question is phrased ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "topic", "intern_only"),
    [
        ("谁在华为工作过？实习也算，诺亚方舟实验室等研究部门也算。", "", False),
        ("Who has worked at Shopify? Co-op terms count.", "", False),
        ("Has anyone worked at Meta? Visiting researcher positions at Meta FAIR count.", "", False),
        ("Who has worked at Google? Internships count, and contract roles count too.", "", False),
        ("Who has worked at Huawei? Only internships count.", "", True),
    ],
)
def test_a_clause_that_says_what_counts_is_not_the_topic(
    question: str, topic: str, intern_only: bool
) -> None:
    c = constraints_of(analyze(question), OrgCatalog.load(), SkillCatalog.load())
    assert c.topic.strip() == topic and c.intern_only == intern_only


def test_a_counts_clause_names_a_subsidiary_without_its_etc() -> None:
    q = analyze("有谁在阿里巴巴集团工作过？阿里云、菜鸟等子公司算，蚂蚁集团不算。")
    c = constraints_of(q, OrgCatalog.load(), SkillCatalog.load())
    # (菜鸟 is Cainiao, a unit of the group asked: nothing to add)
    assert c.employers == {"alibaba"} and "ant-group" in c.excluded


@pytest.mark.parametrize(
    ("question", "employers", "excluded"),
    [
        # a unit of the place asked adds nothing: the place's own units already count
        ("anyone from google? deepmind counts", {"google"}, set()),
        ("who interned at microsoft (msra / msr count)", {"microsoft"}, set()),
        ("2019年在阿里系上班的 蚂蚁也算", {"alibaba", "ant-group"}, set()),
        ("在阿里系待过的（阿里云 达摩院 平头哥都算，蚂蚁不算）", {"alibaba"}, {"ant-group"}),
        ("who was at alibaba (incl damo, t-head) at some point in 2021", {"alibaba"}, set()),
        ("目前在阿里系的（阿里云 平头哥都算 蚂蚁不算）", {"alibaba"}, {"ant-group"}),
    ],
)  # fmt: skip
def test_a_name_in_a_counts_clause_is_one_more_place_asked(
    question: str, employers: set[str], excluded: set[str]
) -> None:
    c = constraints_of(analyze(question), OrgCatalog.load(), SkillCatalog.load())
    assert employers <= c.employers and c.excluded == excluded and not c.employers & excluded
    assert not c.schools and not c.skills and not c.topic.strip()


def test_a_period_limits_the_place_to_entries_that_overlap_it(engine: AnswerEngine) -> None:
    assert names(engine, "Who worked at Deloitte before 2018?") == {"Ruth Adebayo"}
    assert names(engine, "Who worked at Deloitte before 2017?") == set()
    assert names(engine, "谁在2021年以后在 Deloitte 工作过？") == set()
    assert names(engine, "Who worked at Google in 2020?") == {"Ines Duarte"}


def test_compare_on_a_place_quotes_only_lines_that_say_the_person_was_there(
    engine: AnswerEngine,
) -> None:
    """`/cv compare A and B on Google`: a certification is not Google evidence, and a
    person who never worked there gets none (not their nearest passage)."""
    from bot.answer.cards import compare

    people = [p for p in engine.candidates() if {"Ruth Adebayo", "Ines Duarte"} & set(p.names)]
    result = compare(engine, people, "Google")
    by_name = {p.name: result.evidence.get(p.id, []) for p in result.people}
    assert by_name["Ruth Adebayo"] == []
    assert [e.quote for e in by_name["Ines Duarte"]] == ["Research Scientist, Google, 2019 – 2022"]
    kubernetes = compare(engine, people, "Kubernetes")  # a skill nobody of them lists
    assert all(not ev for ev in kubernetes.evidence.values())


@pytest.mark.parametrize(
    "question",
    [
        "Which candidates worked at Huawei (HiSilicon included) and left before 2020?",
        "ex-huawei folks who were already gone by 2020? hisilicon counts",
        "菊厂20年之前就走了的有谁 海思也算",
    ],
)
def test_left_a_company_before_a_year_is_there_then_and_gone_by_then(question: str) -> None:
    c = constraints_of(analyze(question), OrgCatalog.load(), SkillCatalog.load())
    assert c.employers == {"huawei"} and c.period == (None, 2019)
    assert c.record.expression == '(not current_employer="Huawei") and (left_huawei<=2019)'
