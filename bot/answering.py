"""Answering with the configured mode: extractive always, an LLM writer when configured
(falling back to the extractive answer on any error or timeout)."""

from __future__ import annotations

from bot.answer.engine import AnswerEngine
from bot.answer.models import Answer, Page, Turn
from bot.settings import Settings


def answer_question(
    engine: AnswerEngine,
    settings: Settings,
    question: str,
    history: list[Turn],
    page: Page | None = None,
) -> Answer:
    """The page `page` of the answer (default: everyone who matches)."""
    answer = engine.ask(question, history, page)
    if settings.llm.model:
        from bot.answer.llm import LLMWriter

        return LLMWriter.from_settings(settings.llm).rewrite(answer)
    return answer
