"""`/cv`: acknowledged at once ("Working on …"), then answered ephemerally with a *Share in
channel* button. Every subcommand runs the shared commands in bot/commands.py (the terminal
chat runs the same ones); `reply_messages` renders each kind of result as Block Kit: an
answer, a candidate card, the paginated list, a comparison, a ranking, a notice or an error
worded for Slack."""

from __future__ import annotations

import logging
import math
from typing import Any

from slack_bolt import App

from bot.answer.cards import summarize
from bot.answer.models import Answer, Comparison, Ranking, Roster, Summary
from bot.commands import CommandResult, Failure, language_of, run_command
from bot.slack import shares
from bot.slack.blocks import (
    PeoplePage,
    SlackMessage,
    answer_messages,
    comparison_message,
    escape,
    notice,
    people_page,
    ranking_message,
    share_button,
    summary_card,
)
from bot.slack.pages import remember_next
from bot.slack.question import read_question, too_long_message
from bot.slack.replies import KEPT, RESTARTING, empty_index, error_text, for_slack
from bot.slack.services import SlackServices
from ingest.models import Candidate
from vectorstore.errors import UserFacingError

log = logging.getLogger(__name__)
PAGE_SIZE = 15
_NO_INDEX = {"", "help", "reindex"}


def register(app: App, services: SlackServices) -> None:
    def ack_command(ack: Any, command: dict[str, Any]) -> None:
        """Acknowledged at once (and claimed like an event: bot/slack/claims.py, so a
        restart before its reply redoes it)."""
        text = command.get("text", "").strip()
        ack(
            response_type="ephemeral",
            text=f"Working on `/cv {escape(text)[:100]}`…" if text else None,
        )

    def on_command(command: dict[str, Any], respond: Any) -> None:
        run_slash_command(services, command, respond)

    app.command("/cv")(ack=ack_command, lazy=[on_command])


def run_slash_command(
    services: SlackServices, command: dict[str, Any], bolt_respond: Any | None
) -> None:
    """`/cv <text>`: the reply, ephemeral, through the command's response_url."""
    respond = services.delivery.responder(command.get("response_url"), bolt_respond)
    if respond is None:
        return
    user, channel = command.get("user_id"), command.get("channel_id")
    budget = services.slack.max_question_chars
    read = read_question(command.get("text", ""), budget)
    text = read.text
    if read.too_long:
        why = too_long_message(read, budget, language_of(command.get("text", "")[:200]))
        respond(response_type="ephemeral", text=why, replace_original=True)
        return
    lang = language_of(text)

    def abandon() -> None:
        respond(response_type="ephemeral", text=KEPT[lang], replace_original=True)

    if services.pool.refusing:
        respond(response_type="ephemeral", text=RESTARTING[lang], replace_original=True)
        return
    with services.pool.open_reply(abandon):
        messages = command_reply(services, text, user=user, channel=channel)
    for n, message in enumerate(messages):
        respond_privately(services, respond, message, replace=n == 0, user=user,
                          channel=channel)  # fmt: skip


def respond_privately(
    services: SlackServices,
    respond: Any,
    message: SlackMessage,
    *,
    replace: bool,
    user: str | None,
    channel: str | None,
) -> None:
    """An ephemeral reply with a *Share in channel* button (which posts it without buttons,
    for this user in this channel only: bot/slack/shares.py)."""
    share_id = shares.keep(services, message, user=user or "", channel=channel or "")
    shown = message.plus(share_button(share_id))
    respond(response_type="ephemeral", text=shown.text, blocks=shown.blocks,
            replace_original=replace)  # fmt: skip


def command_reply(
    services: SlackServices, text: str, *, user: str | None, channel: str | None
) -> list[SlackMessage]:
    """What `/cv <text>` shows, as messages (long answers need more than one)."""
    word = text.partition(" ")[0].lower()
    try:
        if word not in _NO_INDEX and services.index_is_empty():
            return [notice(empty_index(services.slack), escaped=True)]
        result = run_command(services.bot, text, is_admin=services.access.admin(user))
        more_id = None
        if result.answer is not None and user and channel:
            more_id = remember_next(services.state, result.answer, [], user=user,
                                    channel=channel, thread_ts=None)  # fmt: skip
        return reply_messages(services, result, channel=channel, more_id=more_id)
    except Exception as exc:
        if not isinstance(exc, UserFacingError):
            log.warning("/cv failed (%s)", type(exc).__name__)
        return [notice(error_text(exc))]


def reply_messages(
    services: SlackServices,
    result: CommandResult,
    *,
    channel: str | None,
    more_id: str | None = None,
) -> list[SlackMessage]:
    """A command's result in Block Kit (Slack's one renderer of every kind of result);
    `more_id`: the stored next page of a long answer ("Show more")."""
    reply = result.reply
    redact = services.access.redact(channel)
    if isinstance(reply, Answer):
        return answer_messages(reply, redact_contacts=redact, more_id=more_id, reserve=1)
    if isinstance(reply, Summary):
        links = services.state.file_links(reply.sources)
        return [summary_card(reply, file_links=links, language=result.language)]
    if isinstance(reply, Roster):
        return [people_page(list_page(services, 0, reply.people))]
    if isinstance(reply, Comparison):
        return [comparison_message(reply, redact_contacts=redact)]
    if isinstance(reply, Ranking):
        return [ranking_message(reply)]
    if isinstance(reply, Failure):
        return [notice(error_text(reply.error))]
    return [notice(for_slack(reply.text))]


def list_page(
    services: SlackServices, page: int, people: list[Candidate] | None = None
) -> PeoplePage:
    """Page `page` (0-based, clamped) of everyone indexed (`people`, else the registry), by
    name."""
    everyone = services.bot.engine.candidates() if people is None else people
    people = sorted(everyone, key=lambda p: p.label("en").casefold())
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
