""" "Show more" under a page of a long answer ("20 of 312"): posts the next page in the
answer's thread (under a `/cv` reply, privately), with its own button while people remain.
Only the person who asked, in the channel they asked in, can turn the page; a second click
on the same button posts nothing more, and the button is taken off the page it was on."""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import App
from slack_sdk import WebClient

from bot.slack.blocks import answer_messages, notice
from bot.slack.listeners.commands import respond_privately
from bot.slack.listeners.mentions import post_answer
from bot.slack.pages import claim_page, next_page, remember_next
from bot.slack.replies import EXPIRED, error_text
from bot.slack.services import SlackServices

log = logging.getLogger(__name__)
NOT_YOURS = "Only the person who asked can show more of this answer. Ask me yourself to see it."


def register(app: App, services: SlackServices) -> None:
    def ack_only(ack: Any) -> None:
        ack()

    def show_more(
        body: dict[str, Any], action: dict[str, Any], client: WebClient, respond: Any
    ) -> None:
        user = str(body.get("user", {}).get("id") or "")
        channel = str(body.get("channel", {}).get("id") or "")
        more_id = str(action.get("value") or "")
        stored = next_page(services.state, more_id)
        if stored is None:
            respond(response_type="ephemeral", text=EXPIRED, replace_original=False)
            return
        if (user, channel) != (stored.user, stored.channel) or not services.access.allowed(
            user, channel
        ):
            respond(response_type="ephemeral", text=NOT_YOURS, replace_original=False)
            return
        if not claim_page(services.state, more_id):
            return  # this page was already posted (a double click, or a retried action)
        try:
            answer = services.bot.ask(stored.question, stored.history, stored.page)
        except Exception as exc:
            log.warning("show more failed (%s)", type(exc).__name__)
            respond(response_type="ephemeral", text=notice(error_text(exc)).text,
                    replace_original=False)  # fmt: skip
            return
        following = remember_next(services.state, answer, stored.history, user=user,
                                  channel=channel, thread_ts=stored.thread_ts)  # fmt: skip
        if stored.thread_ts is None:
            messages = answer_messages(answer, redact_contacts=services.access.redact(channel),
                                       more_id=following, reserve=1)  # fmt: skip
            for message in messages:
                respond_privately(
                    services, respond, message, replace=False, user=user, channel=channel
                )
            return
        _drop_button(client, body, more_id)
        post_answer(services, channel, stored.thread_ts, answer, None, following)

    app.action("answer_more")(ack=ack_only, lazy=[show_more])


def _drop_button(client: WebClient, body: dict[str, Any], more_id: str) -> None:
    """The page the button was on, without it (its next page now follows in the thread)."""
    message = body.get("message") or {}
    channel = body.get("channel", {}).get("id")
    if not message.get("ts") or not channel:
        return
    blocks = [b for b in message.get("blocks", []) if b.get("block_id") != f"more:{more_id}"]
    try:
        client.chat_update(channel=channel, ts=message["ts"], text=message.get("text", ""),
                           blocks=blocks)  # fmt: skip
    except Exception:  # cosmetic: the next page is posted either way
        log.debug("could not take the button off the previous page")
