"""`/cv`: acknowledged at once ("Working on …"), then answered ephemerally with a *Share in
channel* button. `summary` is a candidate card and `list` a paginated list; everything else
runs the shared commands in bot/commands.py (the terminal chat runs the same ones)."""

from __future__ import annotations

import logging
import math
import uuid
from typing import Any

from slack_bolt import App

from bot.answer.cards import summarize
from bot.commands import run_command
from bot.slack.blocks import (
    PeoplePage,
    SlackMessage,
    answer_messages,
    escape,
    notice,
    people_page,
    share_button,
    summary_card,
    without_actions,
)
from bot.slack.replies import REFUSAL, RESTARTING, empty_index, error_text, for_slack
from bot.slack.services import SlackServices
from ingest.language import language_of
from ingest.registry import find_candidate
from vectorstore.errors import UserFacingError

log = logging.getLogger(__name__)
PAGE_SIZE = 15
_NO_INDEX = {"", "help", "reindex"}


def register(app: App, services: SlackServices) -> None:
    def ack_command(ack: Any, command: dict[str, Any]) -> None:
        text = command.get("text", "").strip()
        ack(
            response_type="ephemeral",
            text=f"Working on `/cv {escape(text)[:100]}`…" if text else None,
        )

    def on_command(command: dict[str, Any], respond: Any) -> None:
        user, channel = command.get("user_id"), command.get("channel_id")
        text = command.get("text", "").strip()
        if not services.access.allowed(user, channel):
            respond(response_type="ephemeral", text=REFUSAL, replace_original=True)
            return
        restarting = RESTARTING[language_of(text)]

        def abandon() -> None:
            respond(response_type="ephemeral", text=restarting, replace_original=True)

        if services.pool.draining:
            abandon()
            return
        with services.pool.open_reply(abandon):
            messages = command_reply(services, text, user=user, channel=channel)
        for n, message in enumerate(messages):
            respond_privately(services, respond, message, replace=n == 0)

    app.command("/cv")(ack=ack_command, lazy=[on_command])


def respond_privately(
    services: SlackServices, respond: Any, message: SlackMessage, *, replace: bool
) -> None:
    """An ephemeral reply with a *Share in channel* button (which posts it without buttons)."""
    share_id = uuid.uuid4().hex[:12]
    services.state.put_share(share_id, without_actions(message).model_dump(mode="json"))
    shown = message.plus(share_button(share_id))
    respond(response_type="ephemeral", text=shown.text, blocks=shown.blocks,
            replace_original=replace)  # fmt: skip


def command_reply(
    services: SlackServices, text: str, *, user: str | None, channel: str | None
) -> list[SlackMessage]:
    """What `/cv <text>` shows, as messages (long answers need more than one)."""
    word, _, rest = text.partition(" ")
    word, rest = word.lower(), rest.strip()
    try:
        if word not in _NO_INDEX and services.index_is_empty():
            return [notice(empty_index(services.slack), escaped=True)]
        if word == "list":
            return [people_page(list_page(services, 0))]
        if word == "summary" and rest:
            person = find_candidate(services.bot.engine.candidates(), rest)
            links = services.state.file_links([s for d in person.documents for s in d.sources])
            lang = language_of(rest)  # `/cv summary 陈伟` gets a Chinese card
            card = summarize(person, language=lang)
            return [summary_card(card, file_links=links, language=lang)]
        result = run_command(services.bot, text, is_admin=services.access.admin(user))
    except Exception as exc:
        if not isinstance(exc, UserFacingError):
            log.warning("/cv failed (%s)", type(exc).__name__)
        return [notice(error_text(exc))]
    if result.answer is not None:
        return answer_messages(
            result.answer, redact_contacts=services.access.redact(channel), reserve=1
        )
    return [notice(for_slack(result.text))]


def list_page(services: SlackServices, page: int) -> PeoplePage:
    """Page `page` (0-based, clamped) of everyone indexed, by name."""
    people = sorted(services.bot.engine.candidates(), key=lambda p: p.label("en").casefold())
    pages = max(1, math.ceil(len(people) / PAGE_SIZE))
    page = min(max(page, 0), pages - 1)
    shown = people[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
    sources = [s for p in shown for d in p.documents for s in d.sources]
    return PeoplePage(
        people=[summarize(p) for p in shown],
        page=page,
        pages=pages,
        total=len(people),
        file_links=services.state.file_links(sources),
    )
