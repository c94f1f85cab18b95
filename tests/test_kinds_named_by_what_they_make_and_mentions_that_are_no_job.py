"""A kind of employer said by what it makes, with a company's name inside its words ("a cctv
maker" is a camera maker, not the broadcaster; "建筑工作室" an architecture studio, not the
builder 中国建筑); slang for kinds and credentials ("械企", "一注"); a company that a question
describes by what it teaches ("那个学英语的app流利说": no English asked of anyone); chat that
asks nothing ("who qualifies"); and CV lines that name a company without a job there (a study
another firm led, a broker's report on a company, a student newspaper's proofreading read as
peer review). People and their own companies are fictional."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest

from bot.answer.engine import AnswerEngine
from ingest.language import NOT_EMPLOYMENT
from tests.conftest import CountingEmbedder, answered_names, engine_over, read_question

CVS = {
    "lena_vasquez.md": """# Lena Vasquez

lena.vasquez@example.com

## Experience

Video Algorithm Intern, Hikvision — Jul 2018 – Sep 2018
- Tuned motion detection for fixed cameras.

Audio Engineer, Corvel Sound — Jul 2020 – Present
- Beamforming for conference speakers.

## Education

B.Eng. in Electronic Engineering, University of Eastmoor, 2016 – 2020
""",
    "tomas_brennhaug.md": """# Tomas Brennhaug

tomas.brennhaug@example.com

## Experience

Pricing Actuary, Kestrel Re — Jan 2015 – Present
- Property catastrophe treaty pricing.

## Other

- 2019 Participant, McKinsey-led reinsurance pricing benchmark study (survey and interviews)
- Student editor of the campus newspaper, proofreading and reviewing the news pages

## Education

M.Sc. in Actuarial Science, University of Eastmoor, 2010 – 2014
""",
    "zhou_yiran.md": """# 周以然

zhou.yiran@example.com

## 实习经历

2022.06-2022.12 申万宏源证券研究所 研究实习生
- 协助撰写《DHL 与顺丰：全球综合物流龙头对比》深度报告，整理快递公司财务数据

2024.06-2024.08 Snøhetta 建筑实习生
- 住宅组模型与效果图

2022.09-2023.06 东岭大学校报 学生编辑
- 负责校园新闻版审稿与排版

## 教育背景

2020.09-2024.06 东岭大学 建筑学 本科
""",
}


@pytest.fixture(scope="module")
def engine(
    embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[AnswerEngine]:
    with engine_over(CVS, tmp_path_factory.mktemp("kinds_made"), embedder) as built:
        built.today = lambda: date(2026, 12, 1)
        yield built


PEOPLE = {"Lena Vasquez", "Tomas Brennhaug", "周以然"}


def test_a_company_name_inside_a_kind_of_maker_asks_for_the_kind_not_the_company() -> None:
    c = read_question("anyone interned at a cctv maker?")
    assert c.employers == set()
    assert c.record.clauses == ["intern_industry=video_surveillance"]
    c = read_question("有在建筑工作室实习过的吗")
    assert c.employers == set()
    assert c.record.clauses == ["intern_industry=architecture"]
    assert read_question("anyone worked at CCTV?").employers == {"cctv"}


def test_interns_at_a_camera_maker_and_at_an_architecture_studio_are_found(
    engine: AnswerEngine,
) -> None:
    assert answered_names(engine, "anyone interned at a cctv maker?", PEOPLE) == {"Lena Vasquez"}
    assert answered_names(engine, "有在建筑工作室实习过的吗", PEOPLE) == {"周以然"}


def test_slang_for_medical_device_makers_and_registered_architects() -> None:
    c = read_question("现在人在械企的有吗")
    assert c.record.clauses == ["current_industry=medical_devices"]
    c = read_question("有拿到一注的建筑师吗")
    assert c.certification and c.certification_names == ["一级注册建筑师"]


def test_a_company_described_by_what_it_teaches_asks_no_language() -> None:
    c = read_question("20年那会儿在那个学英语的app流利说的有谁")
    assert c.employers == {"liulishuo"}
    assert c.record.clauses == []
    assert read_question("英语流利的有谁").record.clauses == ["level_english>=fluent"]


def test_who_qualifies_is_no_topic() -> None:
    c = read_question("8+ yrs full time, who qualifies")
    assert c.topic_terms == []
    assert c.record.clauses == ["years>=8"]


def test_a_study_led_by_a_firm_and_a_report_on_a_company_are_no_job_there(
    engine: AnswerEngine,
) -> None:
    assert NOT_EMPLOYMENT.search("2019 Participant, McKinsey-led benchmark study")
    assert NOT_EMPLOYMENT.search("协助撰写《DHL 与顺丰：全球综合物流龙头对比》深度报告")
    assert answered_names(engine, "who was at McKinsey in 2019?", PEOPLE) == set()
    assert answered_names(engine, "anyone ex-DHL? interns count too", PEOPLE) == set()


def test_proofreading_a_student_newspaper_is_no_peer_review(engine: AnswerEngine) -> None:
    assert answered_names(engine, "anyone done refereeing for a journal?", PEOPLE) == set()
    assert answered_names(engine, "谁给期刊或者会议审过稿", PEOPLE) == set()
