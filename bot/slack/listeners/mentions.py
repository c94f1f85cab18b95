"""Questions: a mention in a channel, a DM, or a reply in a thread the bot answered. The bot
reacts 👀, posts "Searching…" in the thread and replaces it with the answer."""

from __future__ import annotations

import logging
import re
import uuid
from typing import Any

from slack_bolt import App
from slack_sdk import WebClient

from bot.answer.models import Answer
from bot.audit import Actor
from bot.commands import language_of
from bot.slack.blocks import answer_messages, notice
from bot.slack.replies import (
    EMPTY_QUESTION,
    REFUSAL,
    RESTARTING,
    SEARCHING,
    empty_index,
    error_text,
)
from bot.slack.services import SlackServices

log = logging.getLogger(__name__)
_MENTION = re.compile(r"<@[A-Z0-9]+(?:\|[^>]*)?>")


def register(app: App, services: SlackServices) -> None:
    def ack_only(ack: Any) -> None:
        ack()

    def on_mention(event: dict[str, Any], client: WebClient) -> None:
        if event.get("bot_id"):
            return
        answer_in_thread(services, client, event, event.get("text", ""))

    def on_message(event: dict[str, Any], client: WebClient, context: Any) -> None:
        if event.get("bot_id") or event.get("subtype"):
            return  # bots (this one included), edits, joins, file shares
        text = event.get("text", "")
        channel = event.get("channel", "")
        bot_user = context.get("bot_user_id")
        if bot_user and f"<@{bot_user}" in text and event.get("channel_type") != "im":
            return  # answered by the app_mention listener
        if event.get("channel_type") == "im" or (
            event.get("thread_ts") and services.state.is_bot_thread(channel, event["thread_ts"])
        ):
            answer_in_thread(services, client, event, text)

    app.event("app_mention")(ack=ack_only, lazy=[on_mention])
    app.event("message")(ack=ack_only, lazy=[on_message])


def answer_in_thread(
    services: SlackServices, client: WebClient, event: dict[str, Any], text: str
) -> None:
    channel = event["channel"]
    thread_ts = event.get("thread_ts") or event["ts"]

    def say(message: str, *, escaped: bool = False) -> None:
        reply = notice(message, escaped=escaped)
        client.chat_postMessage(
            channel=channel, thread_ts=thread_ts, text=reply.text, blocks=reply.blocks
        )

    if not services.access.allowed(event.get("user"), channel):
        say(REFUSAL)
        return
    question = _MENTION.sub("", text).strip()
    if not question:
        say(EMPTY_QUESTION)
        return
    lang = language_of(question)
    if services.pool.draining:
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
        client.reactions_add(channel=channel, timestamp=event["ts"], name="eyes")
    except Exception:  # reactions are cosmetic
        log.debug("could not add a reaction")
    placeholder = client.chat_postMessage(
        channel=channel, thread_ts=thread_ts, text=SEARCHING[lang]
    )
    placeholder_ts = str(placeholder["ts"])

    def abandon() -> None:
        client.chat_update(channel=channel, ts=placeholder_ts, text=RESTARTING[lang])

    try:
        with services.pool.open_reply(abandon):  # until the answer is ready to post
            history = services.state.history(channel, thread_ts)
            answer = services.bot.ask(question, history, Actor.slack(event.get("user"), channel))
    except Exception as exc:
        log.warning("answering failed (%s)", type(exc).__name__)
        failed = notice(error_text(exc))  # plain text: the placeholder had no blocks
        client.chat_update(channel=channel, ts=placeholder_ts, text=failed.text)
        return
    services.state.add_turn(channel, thread_ts, question, answer)
    post_answer(services, client, channel, thread_ts, answer, placeholder_ts)


def post_answer(
    services: SlackServices,
    client: WebClient,
    channel: str,
    thread_ts: str,
    answer: Answer,
    update_ts: str | None,
) -> None:
    """The answer in the thread (replacing the placeholder), with 👍/👎 buttons."""
    feedback_id = uuid.uuid4().hex[:12]
    services.state.put_share(feedback_id, {"answer": answer.model_dump(mode="json")})
    links = services.state.file_links([e.source for c in answer.candidates for e in c.evidence])
    messages = answer_messages(
        answer,
        redact_contacts=services.access.redact(channel),
        file_links=links,
        feedback_id=feedback_id,
        disclosure=services.slack.disclosure,
    )
    for n, message in enumerate(messages):
        if n == 0 and update_ts:
            client.chat_update(
                channel=channel, ts=update_ts, text=message.text, blocks=message.blocks
            )
        else:
            client.chat_postMessage(
                channel=channel, thread_ts=thread_ts, text=message.text, blocks=message.blocks
            )
