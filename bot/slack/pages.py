"""The next page of a long answer, kept server-side in the bot state (as the *Share in
channel* button keeps its reply): the question, the thread's earlier turns it was asked
with, which people come next, and who may ask for them (the user and channel that asked).
The "Show more" button's value only names it (bot/slack/listeners/more.py answers it)."""

from __future__ import annotations

import uuid

from pydantic import BaseModel

from bot.answer.models import Answer, Page, Turn
from bot.state.store import BotState

_KEY = "more:"  # stored beside the share payloads, under its own prefix


class NextPage(BaseModel):
    question: str
    history: list[Turn]
    page: Page
    user: str
    channel: str
    thread_ts: str | None = None  # None: a `/cv` reply (the next page is ephemeral too)


def remember_next(
    state: BotState,
    answer: Answer,
    history: list[Turn],
    *,
    user: str,
    channel: str,
    thread_ts: str | None,
) -> str | None:
    """Store the page after `answer` and return its id (None: nothing follows)."""
    following = answer.next_page
    if following is None:
        return None
    more_id = uuid.uuid4().hex[:16]
    stored = NextPage(
        question=answer.question,
        history=history,
        page=following,
        user=user,
        channel=channel,
        thread_ts=thread_ts,
    )
    state.put_share(_KEY + more_id, stored.model_dump(mode="json"))
    return more_id


def next_page(state: BotState, more_id: str) -> NextPage | None:
    """The stored page `more_id` names (None: unknown or expired)."""
    stored = state.get_share(_KEY + more_id) if more_id else None
    return NextPage.model_validate(stored) if stored is not None else None


def claim_page(state: BotState, more_id: str) -> bool:
    """True the first time a page is asked for (a double click posts it once)."""
    return state.claim_event(f"{_KEY}{more_id}")
