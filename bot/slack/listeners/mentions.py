"""Questions: a mention in a channel, a DM, or a reply in a thread the bot answered. The bot
reacts 👀, posts "Searching…" in the thread and replaces it with the answer.

Replies go through `services.delivery` (retries, then the outbox); a question acknowledged
but not answered when the process stops is redone through its event claim
(bot/slack/claims.py)."""

from __future__ import annotations

import logging
import uuid
from typing import Any

from slack_bolt import App

from bot.answer.models import Answer
from bot.commands import language_of
from bot.slack.blocks import answer_messages, notice
from bot.slack.pages import remember_next
from bot.slack.question import read_question, too_long_message
from bot.slack.replies import (
    EMPTY_QUESTION,
    KEPT,
    RESTARTING,
    SEARCHING,
    empty_index,
    error_text,
)
from bot.slack.services import SlackServices

log = logging.getLogger(__name__)


def register(app: App, services: SlackServices) -> None:
    def is_question(event: dict[str, Any], bot_user: str | None, kind: str) -> bool:
        """Is this event a question for cvbot (and not one the other listener answers)?"""
        if event.get("bot_id") or (kind == "message" and event.get("subtype")):
            return False  # bots (this one included), edits, joins, file shares
        if kind == "app_mention":
            return True
        text, channel = str(event.get("text", "")), str(event.get("channel", ""))
        if event.get("channel_type") == "im":
            return True
        if bot_user and f"<@{bot_user}" in text:
            return False  # answered by the app_mention listener
        thread = event.get("thread_ts")
        return bool(thread) and services.state.is_bot_thread(channel, str(thread))

    def ack_only(ack: Any) -> None:
        ack()

    def answer(event: dict[str, Any], context: Any) -> None:
        if is_question(event, context.get("bot_user_id"), str(event.get("type"))):
            answer_in_thread(services, event)

    app.event("app_mention")(ack=ack_only, lazy=[answer])
    app.event("message")(ack=ack_only, lazy=[answer])


def answer_in_thread(services: SlackServices, event: dict[str, Any]) -> None:
    channel = event["channel"]
    thread_ts = event.get("thread_ts") or event["ts"]
    send = services.delivery.call

    def say(message: str, *, escaped: bool = False) -> None:
        reply = notice(message, escaped=escaped)
        send("chat.postMessage", channel=channel, thread_ts=thread_ts, text=reply.text,
             blocks=reply.blocks)  # fmt: skip

    budget = services.slack.max_question_chars
    read = read_question(str(event.get("text", "")), budget)
    question = read.text
    lang = language_of(question or str(event.get("text", ""))[:200])
    if read.too_long:
        say(too_long_message(read, budget, lang))
        return
    if not question:
        say(EMPTY_QUESTION)
        return
    if services.pool.refusing:
        say(RESTARTING[lang])
        return
    try:
        empty = services.index_is_empty()
    except Exception:  # e.g. the Chroma server is down: the answer below says so in place
        empty = False
    if empty:
        say(empty_index(services.slack), escaped=True)
        return
    try:
        send("reactions.add", keep=False, channel=channel, timestamp=event["ts"], name="eyes")
    except Exception:  # reactions are cosmetic
        log.debug("could not add a reaction")
    placeholder = send("chat.postMessage", keep=False, channel=channel, thread_ts=thread_ts,
                       text=SEARCHING[lang])  # fmt: skip
    placeholder_ts = str(placeholder["ts"]) if placeholder else None

    def abandon() -> None:
        if placeholder_ts:
            services.delivery.client.chat_update(channel=channel, ts=placeholder_ts,
                                                 text=KEPT[lang])  # fmt: skip

    history = services.state.history(channel, thread_ts)
    try:
        with services.pool.open_reply(abandon):  # until the answer is ready to post
            answer = services.bot.ask(question, history)
    except Exception as exc:
        log.warning("answering failed (%s)", type(exc).__name__)
        failed = notice(error_text(exc))  # plain text: the placeholder had no blocks
        if placeholder_ts:
            send("chat.update", channel=channel, ts=placeholder_ts, text=failed.text)
        else:
            send("chat.postMessage", channel=channel, thread_ts=thread_ts, text=failed.text)
        return
    services.state.add_turn(channel, thread_ts, question, answer)
    more_id = remember_next(services.state, answer, history, user=str(event.get("user") or ""),
                            channel=channel, thread_ts=thread_ts)  # fmt: skip
    post_answer(services, channel, thread_ts, answer, placeholder_ts, more_id)


def post_answer(
    services: SlackServices,
    channel: str,
    thread_ts: str,
    answer: Answer,
    update_ts: str | None,
    more_id: str | None = None,
) -> None:
    """The answer in the thread (replacing the placeholder), with 👍/👎 buttons and, on a
    page of a longer answer, "Show more" (`more_id`: the stored next page)."""
    feedback_id = uuid.uuid4().hex[:12]
    stored: dict[str, object] = {"answer": answer.model_dump(mode="json"), "channel": channel}
    services.state.put_share(feedback_id, stored)  # a vote counts only in this channel
    links = services.state.file_links([e.source for c in answer.candidates for e in c.evidence])
    messages = answer_messages(
        answer,
        redact_contacts=services.access.redact(channel),
        file_links=links,
        feedback_id=feedback_id,
        more_id=more_id,
    )
    for n, message in enumerate(messages):
        if n == 0 and update_ts:
            services.delivery.call("chat.update", channel=channel, ts=update_ts,
                                   text=message.text, blocks=message.blocks)  # fmt: skip
        else:
            services.delivery.call("chat.postMessage", channel=channel, thread_ts=thread_ts,
                                   text=message.text, blocks=message.blocks)  # fmt: skip
