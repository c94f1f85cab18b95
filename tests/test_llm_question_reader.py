"""The optional LLM question reader: a chat model reads a question into the same typed
requirements as the offline reader; anything it says that cvbot cannot check (an unknown
requirement, a filter that does not parse, a field no figure quotes), a malformed reply or a
slow model falls back to the offline reading. Scripted model output, a real index."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import date
from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import FakeListChatModel

from bot.answer.llm_reader import LLMQuestionReader, parse_reading, to_constraints
from tests.conftest import answered_names, module_engine

MARA = """Mara Quinn
mara.quinn@example.com

Experience
Alibaba Cloud, Hangzhou — Senior Backend Engineer, Jul 2015 – Present
- Built the storage gateway for object storage, serving 2M requests per second
- Led the migration of billing services to Go

Education
Tsinghua University — M.Sc. in Computer Science, 2012 – 2015
"""

TOMAS = """Tomas Varga
tomas.varga@example.com

Experience
Shopee, Singapore — Software Engineer, Aug 2023 – Present
- Payment reconciliation services in Java
Alibaba Group — Software Engineering Intern, Jun 2022 – Sep 2022
- Wrote load tests for the checkout service

Education
National University of Singapore — B.Comp. in Computer Science, 2019 – 2023
"""

ZHOU = """周琳
zhoulin@example.com

工作经历
字节跳动 数据分析师 2019.07–至今
- 负责抖音电商的用户增长分析与 A/B 实验

教育背景
北京大学 统计学 本科 2015.09–2019.06
"""

PEOPLE = {"Mara Quinn", "Tomas Varga", "周琳"}
engine = module_engine(
    {"mara_quinn.txt": MARA, "tomas_varga.txt": TOMAS, "zhou_lin.md": ZHOU},
    "llm-reader",
    asked=date(2026, 11, 24),
)


@pytest.fixture
def offline(engine: Any) -> Iterator[Any]:
    reader = engine.read_question
    yield engine
    engine.read_question = reader  # each test puts the offline reader back


def _read_with(engine: Any, reply: str, model: Any = None) -> None:
    model = model or FakeListChatModel(responses=[reply])
    engine.read_question = LLMQuestionReader(model, engine.orgs, engine.skills, timeout_s=0.5)


def test_a_wording_the_offline_reader_misses_is_read_by_the_model(offline: Any) -> None:
    question = "anyone who's been grinding in the industry for a decade-plus?"
    _read_with(offline, '{"record": "years>=10"}')
    # the figure's lines are the evidence: verbatim, checked by answered_names
    assert answered_names(offline, question, PEOPLE) == {"Mara Quinn"}


def test_the_models_reading_meets_the_record_like_the_offline_one(offline: Any) -> None:
    offline_names = answered_names(offline, "Who has 5+ years of experience?", PEOPLE)
    _read_with(offline, '```json\n{"record": "years >= 5"}\n```')
    assert answered_names(offline, "Who has 5+ years of experience?", PEOPLE) == offline_names
    assert offline_names == {"Mara Quinn", "周琳"}


def test_a_current_employer_is_the_records_current_position(offline: Any) -> None:
    _read_with(offline, '{"employers": ["阿里"], "current": true}')
    assert answered_names(offline, "who's sitting at ali these days", PEOPLE) == {"Mara Quinn"}


def test_an_internship_only_reading_names_the_intern(offline: Any) -> None:
    _read_with(offline, '{"employers": ["Alibaba"], "intern_only": true}')
    assert answered_names(offline, "did anyone do a stint at Ali as a student", PEOPLE) == {
        "Tomas Varga"
    }


@pytest.mark.parametrize(
    "reply",
    [
        '{"employers": ["Alibaba"], "salary": "high"}',  # a requirement cvbot does not know
        '{"record": "years >>= 5"}',  # a filter that does not parse
        '{"record": "skill=Go"}',  # a field no figure quotes: asked through `skills`
        '{"degree": "doctorate"}',  # not a level of the schema
        "Alibaba, I think",  # no JSON
    ],
)
def test_what_cannot_be_checked_falls_back_to_the_offline_reading(offline: Any, reply: str) -> None:
    question = "Who has worked at Alibaba?"
    expected = answered_names(offline, question, PEOPLE)
    assert expected == {"Mara Quinn", "Tomas Varga"}
    _read_with(offline, reply)
    assert answered_names(offline, question, PEOPLE) == expected


class SlowModel(FakeListChatModel):
    def _call(self, *args: Any, **kwargs: Any) -> str:
        time.sleep(2)
        return super()._call(*args, **kwargs)


def test_a_slow_model_falls_back_in_time(offline: Any) -> None:
    _read_with(offline, "", SlowModel(responses=['{"record": "years>=10"}']))
    started = time.perf_counter()
    names = answered_names(offline, "谁在字节跳动工作过？", PEOPLE)
    assert time.perf_counter() - started < 1.5
    assert names == {"周琳"}


def test_readings_are_cached_per_question(offline: Any) -> None:
    model = FakeListChatModel(responses=['{"record": "years>=10"}', '{"record": "years>=1"}'])
    _read_with(offline, "", model)
    question = "a decade in the trade, anyone?"
    assert answered_names(offline, question, PEOPLE) == {"Mara Quinn"}
    # the second scripted reply would name everyone: the question is not read again
    assert answered_names(offline, question, PEOPLE) == {"Mara Quinn"}


def test_topic_words_go_through_the_offline_registry(engine: Any) -> None:
    c = to_constraints(
        parse_reading('{"employers": ["ByteDance"], "topic": "A/B testing", "skills": ["Golang"]}'),
        engine.orgs,
        engine.skills,
    )
    assert c.employers == {"bytedance"} and "go" in c.skills
    assert c.topic_terms and not c.record
