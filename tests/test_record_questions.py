"""Questions met by the candidate record: years of full-time experience, school tier,
seniority of the current title and graduation year, asked the way recruiters type them in
English and Chinese. Each answer quotes the verbatim lines behind the figure; the same
filter serves `cvbot candidates --where`. People and companies are fictional."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from bot.answer.requirements import read_record_ask
from bot.evaluation import quote_is_verbatim
from ingest.models import SourceLine
from ingest.record import CandidateRecord, Degree
from ingest.record_filter import parse_where
from tests.conftest import CountingEmbedder, engine_over

CVS = {
    # 2014.07 - present full-time (12+ years at the date asked), a team lead now, Tsinghua (985)
    "li_hua.md": """# 李华

lihua@example.cn

## 工作经历

2018.03 - 至今  青藤云计算有限公司  技术负责人
- 负责存储团队，带 6 人。
- 适配qemu/intel nuc测试环境。

2014.07 - 2018.02  北辰数据科技有限公司  后端工程师
- 负责订单系统。

## 教育背景

2010.09 - 2014.06  清华大学  本科  计算机科学与技术
""",
    # 2021.08 - present (5 years) plus an internship that does not count; a 211-only school;
    # has managed twelve people (李华 leads six)
    "sam_ortiz.md": """# Sam Ortiz

sam.ortiz@example.com

## Experience

Senior Data Engineer, Harbourline Logistics — Aug 2021 – Present
- Built the streaming platform on Kafka.
- Managed a team of twelve engineers across two sites.

Data Engineering Intern, Harbourline Logistics — Jun 2020 – Aug 2020
- Wrote ETL jobs; tested CRM feeds at client sites (Vodafone Ireland, Bank of Ireland).

## Education

M.S. in Computer Science, Beijing Jiaotong University, 2019 – 2021
B.S. in Statistics, University of Arizona, 2015 – 2019

## Languages

English (native), Japanese (conversational)
""",
    # a new graduate: one internship, graduated in 2025, no full-time years
    "nora_fitz.md": """# Nora Fitzgerald

nora.fitz@example.com

## Experience

Software Engineering Intern, Pinegrove Games — Jun 2024 – Aug 2024
- Built tooling in C#.

## Education

B.Eng. in Software Engineering, Zhejiang University, 2021 – 2025

## Skills

C#, Kafka, Terraform
""",
}
ASKED = date(2026, 11, 23)


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("records"), embedder) as built:
        built.today = lambda: ASKED
        yield built


def named(engine: AnswerEngine, question: str) -> set[str]:
    answer = engine.ask(question)
    out = set()
    for c in answer.candidates:
        assert c.evidence, c.name
        for e in c.evidence:
            assert quote_is_verbatim(e.source, e.quote), e.quote
        out.add(next(n for n in (c.name, *c.aliases) if n in {"李华", *_LATIN}))
    return out


_LATIN = {"Sam Ortiz", "Nora Fitzgerald"}


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("anyone with 10+ years of experience?", {"李华"}),
        (
            "Which candidates have at least five years of full-time work experience?",
            {"李华", "Sam Ortiz"},
        ),
        ("谁有 8 年以上工作经验？", {"李华"}),
        ("工作经验不到两年的有谁？", {"Nora Fitzgerald"}),
        ("有没有985毕业的？", {"李华", "Nora Fitzgerald"}),
        ("any 211 grads who are not from a 985 school?", {"Sam Ortiz"}),
        ("which of them is a team lead right now?", {"李华"}),
        ("new grads only — who graduated in 2025?", {"Nora Fitzgerald"}),
        ("any new grads?", {"Nora Fitzgerald"}),  # her degree ended in 2025, no full-time work
        # years at one place: that place's full-time positions (an internship there aside)
        ("在青藤云计算待过五年以上的", {"李华"}),
        ("anyone with 5+ years at Harbourline Logistics?", {"Sam Ortiz"}),
        ("6+ years at Harbourline Logistics", set()),
        # having managed people at any time: a lead's title or entry, or a line of a team
        ("有管理经验的", {"李华", "Sam Ortiz"}),
        ("who has managed people before?", {"李华", "Sam Ortiz"}),
        # a language spoken: the record's languages, in either language of the question
        ("who speaks Japanese?", {"Sam Ortiz"}),
        ("日语口语好的有吗", {"Sam Ortiz"}),
        ("fluent in German?", set()),
        ("应届生有吗", {"Nora Fitzgerald"}),
        ("anyone with 20+ years of experience?", set()),
        ("who's got between 4 and 6 years of experience?", {"Sam Ortiz"}),
        ("Who joined their current company in 2021 or later?", {"Sam Ortiz"}),
        ("现在这家公司是2020年以前入职的有谁？", {"李华"}),
        ("本科985的有谁？", {"李华", "Nora Fitzgerald"}),
        ("anyone whose master's is from a non-985 school?", {"Sam Ortiz"}),
        ("名校出身的有谁？", {"李华", "Nora Fitzgerald"}),
        ("C9高校毕业的", {"李华", "Nora Fitzgerald"}),  # Tsinghua, Zhejiang University
        ("no higher than a bachelor's?", {"李华", "Nora Fitzgerald"}),
        ("any Ivy League grads?", set()),
        ("本科双非的有谁", set()),  # a US bachelor's is not 双非: the word is of Chinese schools
        ("data engineers right now with 3+ years?", {"Sam Ortiz"}),
        ("any data engineers with 10+ years?", set()),
        ("anyone w 3+ yrs as a data engineer", {"Sam Ortiz"}),
        ("3年以上后端开发经验的有谁", {"李华"}),
        ("4年以上后端开发经验的有谁", set()),
        ("Who joined Harbourline Logistics in 2020 or later?", {"Sam Ortiz"}),
        ("Who joined Harbourline Logistics in 2021 or later?", set()),  # an intern from 2020
        ("Who was at Harbourline Logistics in 2021 or later?", {"Sam Ortiz"}),
        ("who has used Kafka at work?", {"Sam Ortiz"}),
        ("anyone know kafka?", {"Sam Ortiz", "Nora Fitzgerald"}),
        ("Who has worked at Intel?", set()),  # "qemu/intel nuc": a product, written as one
        ("anyone who worked at vodafone", set()),  # a client, named in a list
        ("有实习转正的吗", {"Sam Ortiz"}),  # an internship, then full-time, at one company
        ("anyone who got a return offer?", {"Sam Ortiz"}),
        ("anyone who worked at harbourline", {"Sam Ortiz"}),  # typed in lower case
        # people led or managed, as a line of the CV says it ("Managed a team of twelve")
        ("who has managed 10+ people?", {"Sam Ortiz"}),
        ("带过5人以上团队的", {"李华", "Sam Ortiz"}),
        ("团队规模超过10人的有谁", {"Sam Ortiz"}),
        ("anyone who led a team of more than 20?", set()),
        # a period with no place: the years of the positions of that kind
        ("anyone interned somewhere in summer 2024", {"Nora Fitzgerald"}),
        ("2020年在实习的有谁", {"Sam Ortiz"}),
        ("who was working full-time before 2015?", {"李华"}),
        ("who interned in 2019?", set()),
        # words asked of the current title itself
        ("anyone with data engineer in their title rn", {"Sam Ortiz"}),
        ("title里带负责人的", {"李华"}),
    ],
)
def test_record_questions_name_the_people_whose_record_meets_them(
    engine: AnswerEngine, question: str, people: set[str]
) -> None:
    assert named(engine, question) == people


def test_a_years_answer_quotes_the_positions_it_counted(engine: AnswerEngine) -> None:
    answer = engine.ask("anyone with 10+ years of experience?")
    (only,) = answer.candidates
    quotes = " ".join(e.quote for e in only.evidence)
    assert "青藤云计算有限公司" in quotes and "北辰数据科技有限公司" in quotes
    assert re.match(r"12\.\d years full-time", only.why), only.why  # 2014.07 to today


def test_a_team_size_answer_quotes_the_line_that_states_it(engine: AnswerEngine) -> None:
    (only,) = engine.ask("who has managed 10+ people?").candidates
    assert any("Managed a team of twelve engineers" in e.quote for e in only.evidence)


def test_years_and_an_employer_are_both_required(engine: AnswerEngine) -> None:
    assert named(engine, "5+ yrs experience and has worked at Harbourline Logistics?") == {
        "Sam Ortiz"
    }
    assert named(engine, "10+ years of experience and worked at Harbourline Logistics?") == set()


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        ("8+ years of full-time experience", "(years>=8)"),
        ("做过3年以上产品的", "(years_as_product-manager>=3)"),
        ("在字节待过两年以上的", "(years_at_bytedance>=2)"),
        ("worked at Meituan for 3+ years", "(years_at_meituan>=3)"),
        ("工作不满三年的", "(years<3)"),
        ("工作5年左右的", "(years>=4 and years<=6)"),
        ("around 5 years of experience", "(years>=4 and years<=6)"),
        ("who has managed 10+ people", "(team_size>=10)"),
        ("带过10人以上团队的", "(team_size>=10)"),
        ("anyone with tech lead in their title rn", '(title~"tech lead")'),
        (
            "双非本科",
            "(bachelor_studied_in=cn and not bachelor_tier=985 and not bachelor_tier=211)",
        ),
        ("211以上学历", "(tier=211)"),
        ("本硕都是985的", "(bachelor_tier=985) and (master_tier=985)"),
        ("Eight or more years of full-time work — who?", "(years>=8)"),
        ("全职工作满八年的有哪些人？", "(years>=8)"),
        ("3-5 years of backend?", "(years_as_backend>=3 and years_as_backend<=5)"),
        ("有没有只是211、不是985的？", "(tier=211-not-985)"),  # one school, on one list only
        ("who graduated from a QS top-100 university?", "(tier=global-top100)"),
        ("any staff or principal level folks?", "(seniority=staff)"),
        # a level asked with its job: an engineer's title at that level
        (
            "who's a staff eng now",
            '(seniority=staff) and (title~"engineer" or title~"工程师" or title~"developer" or '
            'title~"开发")',
        ),
        ("any engineering managers?", "(seniority=manager)"),  # a plural is the level too
        ("senior or above right now", "(seniority>=senior)"),
        ("有CTO吗", "(seniority=executive)"),
        (
            "谁是高级工程师",
            '(seniority=senior) and (title~"engineer" or title~"工程师" or title~"developer" or '
            'title~"开发")',
        ),
        ("目前是技术经理的", "(seniority=manager)"),  # the level's whole title, no topic left
        ("谁是部门负责人", "(seniority=lead or seniority=director)"),  # a team's or a function's
        ("who's in a lead role", "(seniority=lead)"),
        ("anyone at staff+ level", "(seniority>=staff)"),
        ("mid-level engineers", "(seniority=mid)"),
        ("IC only, no managers", "(not seniority=manager) and (seniority<lead)"),  # negated
        ("带过团队的有哪些", "(max_seniority>=lead)"),
        # a product manager names no level; a level and a role that open a question say who
        ("any senior product managers?", "(role=product-manager) and (seniority=senior)"),
        # a Chinese expert title and its English form are one level; "an expert in" is none
        ("现在是技术专家的有谁", "(seniority=staff)"),
        ("谁是高级技术专家", "(seniority=staff)"),
        ("who is a senior expert engineer now", "(seniority=staff)"),
        ("推荐系统专家有谁", ""),
        ("who has expert knowledge of Kafka", ""),
        ("PhDs who graduated after 2020", "(grad_year>2020)"),
        ("Who worked at Baidu before 2020?", ""),
        ("who's got between 5 and 8 years of experience?", "(years>=5 and years<=8)"),
        # internships set aside are full-time years, not internship years
        (
            "between 5 and 12 years of full-time work? Internships do not count.",
            "(years>=5 and years<=12)",
        ),
        ("工龄5到12年的 实习不算", "(years>=5 and years<=12)"),
        ("全职工作年限在5年到12年之间的有哪些？实习不计入。", "(years>=5 and years<=12)"),
        ("2年以上实习经验的", "(intern_years>=2)"),
        ("who's a director / head-of something right now", "(seniority=director)"),
        ("目前担任总监及以上级别职务的", "(seniority>=director)"),
        ("现在是 director 或者部门 head 的有谁", "(seniority=director)"),
        ("anyone who can actually work in japanese? N2+", "(level_japanese>=business)"),
        ("日语能干活的有吗 N2往上", "(level_japanese>=business)"),
        ("who speaks Japanese", "(language=Japanese)"),
        ("who got promoted within the same company", '(promoted_at~"")'),
        ("内部晋升过的", '(promoted_at~"")'),
        (
            "whose current title is senior something",
            '(seniority=senior or title~"senior" or title~"sr." or title~"高级" or title~"资深")',
        ),
        ("people who've worked in more than one country", "(work_countries>=2)"),
        ("在多个国家工作过的", "(work_countries>=2)"),
        ("海外名校硕士毕业的", "(master_studied_in=abroad) and (master_tier=global-top100)"),
        (
            "chinese undergrads from non-211 schools",
            "(bachelor_studied_in=cn and not bachelor_tier=211)",
        ),
        ("国内本科 然后出国读研的", "(bachelor_studied_in=cn) and (master_studied_in=abroad)"),
        ("国外读研的", "(master_studied_in=abroad)"),
        ("上过双一流高校的（在读也算）", "(any_tier=双一流)"),  # a school studied at now counts
        # years spent managing people: titles at manager level or above
        ("10+ yrs as a people manager", "(years_managing>=10)"),
        ("带团队5年以上的", "(years_managing>=5)"),
        ("有管理经验的", "(max_seniority>=lead)"),
        ("工作年限在3年和6年之间的有谁", "(years>=3 and years<=6)"),
        ("anyone grinding in the industry for a decade-plus?", "(years>=10)"),
        ("over two decades of experience", "(years>20)"),
        ("who worked on search in the last decade", ""),
        ("十多年经验的", "(years>=10)"),
        ("Who joined their current company in 2023 or later?", "(joined>=2023)"),
        ("anyone who joined the current employer after 2022?", "(joined>2022)"),
        ("2023年以后加入现公司的有谁", "(joined>=2023)"),
        (
            "本科985、硕士不是985的有吗？",
            '(bachelor_tier=985) and (master_tier~"" and not master_tier=985)',
        ),
        ("名校出身的有谁？", "(tier=985 or tier=global-top100)"),
        (
            "any hardware or embedded engineers with 10+ years?",
            "(years>=10) and (role=hardware or role=embedded)",
        ),
        (
            "which of them is a senior data analyst now?",
            "(role=data-analyst) and (seniority=senior)",
        ),
        ("Who joined Tencent in 2021?", ""),
        ("Who worked as a product manager?", ""),
    ],
)
def test_questions_read_into_the_filter_language(question: str, expression: str) -> None:
    assert read_record_ask(question).expression == expression


def test_questions_and_where_filters_agree(engine: AnswerEngine) -> None:
    from ingest.record import build_record
    from ingest.record_filter import where

    people = engine.candidates()
    records = [build_record(p) for p in people]
    for question in ("anyone with 10+ years of experience?", "有没有985毕业的？"):
        expression = read_record_ask(question).expression
        by_filter = {r.id for r in where(records, expression, ASKED)}
        by_question = {c.id for c in engine.ask(question).candidates}
        assert by_filter == by_question, question


def test_a_registry_read_again_keeps_the_records_of_unchanged_people(
    engine: AnswerEngine,
) -> None:
    from bot.answer.record_answers import RecordBook

    book = RecordBook()
    people = engine.candidates()
    first = book.records(people)
    again = [p.model_copy(deep=True) for p in people]  # what a new registry read gives
    changed = again[0].model_copy(
        update={
            "documents": [d.model_copy(update={"ingested_at": 1.0}) for d in again[0].documents]
        }
    )
    second = book.records([changed, *again[1:]])
    assert all(second[p.id] is first[p.id] for p in again[1:])  # not built again
    assert second[changed.id] is not first[changed.id]  # its CV was written again


def test_a_new_process_reads_the_records_an_earlier_one_built(
    engine: AnswerEngine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.answer.fact_cache import FactCache, record_key
    from bot.answer.record_answers import RecordBook

    people = engine.candidates()
    cache, key = FactCache(tmp_path / "cache"), record_key(engine.orgs)
    assert key is not None
    first = RecordBook(cache, key)
    built = first.records(people)
    first.flush()
    assert list((tmp_path / "cache").glob("records-*.pickle"))  # all new: written
    import bot.answer.record_answers as record_answers

    def no_build(person: object) -> None:
        raise AssertionError("built again instead of read")

    monkeypatch.setattr(record_answers, "build_record", no_build)
    again = RecordBook(cache, key)  # a restarted process
    read = again.records([p.model_copy(deep=True) for p in people])
    assert read.keys() == built.keys()
    assert all(read[k].model_dump() == built[k].model_dump() for k in built)


def test_where_someone_studied_is_read_from_the_schools_country() -> None:
    def degree(school: str, line: str, level: str) -> Degree:
        src = [SourceLine(doc_id="d", line=1, text=line)]
        return Degree(school=school, level=level, status="completed", sources=src)

    record = CandidateRecord(
        id="cand-s",
        name="Sam",
        education=[
            degree("Fjordvik University", "M.Sc., Fjordvik University, Trondheim", "Master"),
            degree("临江大学", "临江大学 本科 2010 – 2014", "Bachelor"),
        ],
    )
    for where, met in [
        ("studied_in=no", True),
        ("studied_in=Norway", True),
        ("studied_in=abroad", True),
        ("studied_in=cn", True),
        ("master_studied_in=cn", False),
        ("bachelor_studied_in=cn", True),
        ("studied_in=us", False),
    ]:
        assert parse_where(where).holds(record, ASKED) is met, where


@pytest.mark.parametrize(
    ("question", "at_work"),
    [
        # experience of a skill may be a listed one: writers of the sets disagree
        ("Kubernetes experience?", False),
        ("哪些候选人在实际工作中使用过 Kubernetes？", True),
        ("Kubernetes from a job, not just a skills list?", True),
        ("who knows Rust?", False),
        ("anyone shipped rust in production", True),  # a lower-case tool after a verb
    ],
)
def test_a_skill_used_in_a_job_is_asked_in_many_words(question: str, at_work: bool) -> None:
    from bot.answer.question import analyze, constraints_of
    from ingest.orgs import OrgCatalog
    from ingest.skills import SkillCatalog

    c = constraints_of(analyze(question), OrgCatalog.load(), SkillCatalog.load())
    assert c.skill_at_work == at_work and not c.unknown_work


def test_a_field_of_work_done_now_is_the_current_titles_role() -> None:
    from bot.answer.requirements import role

    asked = role.find("现在在字节做算法的")
    assert asked is not None and asked.clauses == ["role=ml"]
