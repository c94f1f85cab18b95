"""A CV written as an "About me" page: first-person sentences without dates name the
writer's jobs ("I am a … at NVIDIA", "Before this, I was a … in Baidu"). Fictional CV."""

from __future__ import annotations

from datetime import date

from bot.answer.engine import AnswerEngine
from ingest.figures import experience_years
from ingest.record import build_record
from tests.conftest import answered_names, module_engine

ABOUT_ME = """Mira Solberg
============

About me
--------

I am a deep learning systems architect at NVIDIA, and my current focus is compilers for GPU kernels.

Before this, I was a senior engineer in Baidu, working on an open-source training framework.

I also enjoy giving talks about compilers at meetups and reading about distributed systems.
"""

PEOPLE = {"Mira Solberg"}

engine = module_engine({"mira.md": ABOUT_ME}, "first-person")


def _record(engine: AnswerEngine, name: str):  # type: ignore[no-untyped-def]
    person = next(p for p in engine.candidates() if name in p.names)
    return build_record(person)


def test_first_person_sentences_without_dates_give_the_writers_positions(
    engine: AnswerEngine,
) -> None:
    record = _record(engine, "Mira Solberg")
    jobs = {(p.organisation, p.ongoing) for p in record.positions}
    assert jobs == {("NVIDIA", True), ("Baidu", False)}
    assert {p.title for p in record.positions} == {
        "Deep learning systems architect",
        "Senior engineer",
    }
    years = experience_years(record, date(2026, 11, 24))
    assert years.value == 0  # no dates to count, and the card says so
    assert years.text.endswith("(not counted, no dates: NVIDIA, Baidu)")


def test_the_card_and_the_answer_agree_on_an_employer_told_in_a_sentence(
    engine: AnswerEngine,
) -> None:
    assert answered_names(engine, "Who has worked at Baidu?", PEOPLE) == {"Mira Solberg"}
    assert answered_names(engine, "Who works at NVIDIA now?", PEOPLE) == {"Mira Solberg"}
