"""A journal's short form typed in lower case after other words ("anyone got an adv mater
paper") is the journal; a soft drinks or bottled water brand (饮品快消公司) is a consumer-goods
company; a coffee chain is asked apart from a tea-drink chain, both restaurant chains."""

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


def test_a_coffee_chain_and_a_tea_drink_chain_are_asked_apart() -> None:
    assert read_record_ask("anyone who's worked at a coffee chain like starbucks").clauses == [
        "industry=coffee_chain"
    ]
    assert read_record_ask("有在奶茶品牌干过的吗").clauses == ["industry=tea_chain"]
    assert read_record_ask("餐饮行业背景的").clauses == ["industry=restaurants"]
