"""The requirement registry is an extension point: a kind registered in `KINDS` — here a
"speaks language L" written in this test, standing in for the registered one
(`spoken_language`) — is found in an English and a Chinese question, reaches `Constraints` and
the record filter that meets it, and takes its words out of the topic, without any edit to
`bot/answer/question.py`."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from functools import cache

import pytest

from bot.answer.question import Constraints, analyze, constraints_of
from bot.answer.requirements import KINDS, Asked, Kind, record_kind
from ingest.figures import Figure
from ingest.orgs import OrgCatalog
from ingest.record import CandidateRecord, SpokenLanguage
from ingest.record_filter import where
from ingest.skills import SkillCatalog

# the language as the record names it, and how a question says it
_SPEAKS = r"(?i:\b(?:speaks?|fluent\s+in)\s+{en}\b|\b{en}\s+speakers?\b)|会说?{zh}"
_LANGUAGES = {
    "French": re.compile(_SPEAKS.format(en="French", zh="法语")),
    "Portuguese": re.compile(_SPEAKS.format(en="Portuguese", zh="葡萄牙语")),
}


def _languages(record: CandidateRecord, asked: date) -> Figure:
    return Figure(name="languages", value=[x.name for x in record.languages])


def find_language(text: str) -> Asked | None:
    found = [(name, m) for name, p in _LANGUAGES.items() if (m := p.search(text))]
    if not found:
        return None
    clause = " or ".join(f"language={name}" for name, _ in found)
    return Asked(clauses=[clause], spans=[m.span() for _, m in found], figure=_languages)


SPOKEN_LANGUAGE = record_kind("spoken language", find_language)


def _without_languages() -> list[Kind]:
    return [k for k in KINDS if k.name != "spoken language"]


@pytest.fixture
def language_kind() -> Iterator[None]:
    """This test's kind registered first (a record kind) in place of the registered one; the
    registry restored after."""
    saved = list(KINDS)
    KINDS[:] = [SPOKEN_LANGUAGE, *_without_languages()]
    try:
        yield
    finally:
        KINDS[:] = saved


@pytest.fixture
def no_language_kind() -> Iterator[None]:
    saved = list(KINDS)
    KINDS[:] = _without_languages()
    try:
        yield
    finally:
        KINDS[:] = saved


@cache
def _catalogs() -> tuple[OrgCatalog, SkillCatalog]:
    return OrgCatalog.load(), SkillCatalog.load()


def read(question: str) -> Constraints:
    orgs, skills = _catalogs()
    return constraints_of(analyze(question), orgs, skills)


def person(name: str, *languages: str) -> CandidateRecord:
    return CandidateRecord(
        id=name.lower(), name=name, languages=[SpokenLanguage(name=x) for x in languages]
    )


@pytest.mark.usefixtures("language_kind")
@pytest.mark.parametrize(
    "question",
    [
        "Who speaks French?",
        "any French speakers who worked at Google?",
        "谁会说法语？",
        "有会法语的吗",
    ],
)
def test_a_registered_kind_is_read_in_english_and_chinese(question: str) -> None:
    c = read(question)
    assert c.record.clauses == ["language=French"]
    assert not {"french", "法语", "speaks", "speakers"} & set(c.topic_terms)


@pytest.mark.usefixtures("language_kind")
def test_the_new_kind_leaves_the_other_kinds_reading_as_before() -> None:
    c = read("Who speaks Portuguese and has worked at Google?")
    assert c.record.expression == "(language=Portuguese)"
    assert c.employers == {"google"}


@pytest.mark.usefixtures("language_kind")
def test_what_the_new_kind_asks_is_met_by_the_record_filter() -> None:
    c = read("谁会说法语？")
    people = [person("Amélie Roux", "French", "English"), person("Bruno Lima", "Portuguese")]
    assert [r.name for r in where(people, c.record.expression, date(2026, 11, 23))] == [
        "Amélie Roux"
    ]


@pytest.mark.usefixtures("no_language_kind")
def test_without_the_kind_the_language_is_only_a_topic_word() -> None:
    c = read("Who speaks French?")
    assert not c.record
    assert "french" in c.topic_terms
    assert SPOKEN_LANGUAGE not in KINDS
