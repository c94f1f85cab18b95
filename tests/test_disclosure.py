"""Slack answers, comparisons and job matches end with a footer saying that they are
AI-assisted retrieval from CVs and that decisions rest with people; a setting turns it off.
(The real-HTTP path is checked in tests/test_audit.py.) People here are fictional."""

from __future__ import annotations

from pathlib import Path

from bot.answer.models import (
    Answer,
    CandidateMatch,
    CandidateResult,
    Comparison,
    Evidence,
    Ranking,
    Summary,
)
from bot.slack.blocks import answer_messages, comparison_message, ranking_message
from bot.slack.settings import SlackSettings
from tests.slack_preview import save


def _answer(language: str = "en", people: int = 1) -> Answer:
    evidence = Evidence(source="/cvs/ida.pdf", file_name="ida.pdf", quote="Built Tern, a GPU "
                        "scheduler", section="Experience", page=1)  # fmt: skip
    found = [CandidateResult(id=f"c{n}", name=f"Ida Marlowe {n}", evidence=[evidence])
             for n in range(people)]  # fmt: skip
    return Answer(question="Who built a GPU scheduler?", language=language,  # type: ignore[arg-type]
                  candidates=found)  # fmt: skip


def _footer(blocks: list[dict[str, object]]) -> str:
    last = [b for b in blocks if b["type"] == "context"][-1]
    return str(last["elements"][0]["text"])  # type: ignore[index]


def test_an_answer_ends_with_the_disclosure_above_the_feedback_buttons(tmp_path: Path) -> None:
    (message,) = answer_messages(_answer(), redact_contacts=True, feedback_id="f1")
    kinds = [b["type"] for b in message.blocks]
    assert kinds[-2:] == ["context", "actions"]
    assert "AI-assisted retrieval from CVs" in _footer(message.blocks)
    assert "decisions rest with people" in _footer(message.blocks)
    save(tmp_path, "answer_with_disclosure", [message.model_dump()])


def test_a_chinese_answer_has_a_chinese_disclosure() -> None:
    (message,) = answer_messages(_answer("zh"), redact_contacts=True)
    assert "AI 辅助" in _footer(message.blocks) and "由人作出" in _footer(message.blocks)


def test_a_long_answer_carries_the_disclosure_once_at_its_end() -> None:
    messages = answer_messages(_answer(people=60), redact_contacts=True, reserve=1)
    footers = [m for m in messages if "AI-assisted" in str(m.blocks)]
    assert len(messages) > 1 and footers == [messages[-1]]


def test_comparisons_and_matches_carry_it_and_the_setting_turns_it_off() -> None:
    card = Summary(id="c1", name="Ida Marlowe", aliases=[], latest_role="Engineer", education=[],
                   timeline=[], skills=["Go"], languages=[], publications=0, venues=[],
                   sources=["/cvs/ida.pdf"])  # fmt: skip
    comparison = Comparison(people=[card, card.model_copy(update={"id": "c2"})], topic=None)
    ranking = Ranking(
        matches=[CandidateMatch(id="c1", name="Ida Marlowe", score=0.8, requirements=[])]
    )
    assert "AI-assisted" in str(comparison_message(comparison, redact_contacts=True).blocks)
    assert "AI-assisted" in str(ranking_message(ranking).blocks)
    off = SlackSettings(CVBOT_SLACK_DISCLOSURE="false")
    assert off.disclosure is False and SlackSettings().disclosure is True
    (plain,) = answer_messages(_answer(), redact_contacts=True, disclosure=off.disclosure)
    assert "AI-assisted" not in str(plain.blocks)
    assert "AI-assisted" not in str(ranking_message(ranking, disclosure=False).blocks)
