"""A journal's short form typed in lower case after other words ("anyone got an adv mater
paper") is the journal; a soft drinks or bottled water brand (饮品快消公司) is a consumer-goods
company."""

from __future__ import annotations

from bot.answer.requirements import read_record_ask
from tests.conftest import read_question


def test_a_lower_case_short_form_after_other_words_is_the_journal() -> None:
    c = read_question("anyone got an adv mater paper")
    assert c.venues == ["Advanced Materials"] and not c.topic


def test_a_drinks_maker_asked_in_either_language_is_consumer_goods() -> None:
    for question in (
        "anyone at a soft drinks / bottled water brand right now",
        "现在在饮品快消公司上班的有吗",
    ):
        assert read_record_ask(question).clauses == ["current_industry=consumer_goods"]
        assert not read_question(question).topic
