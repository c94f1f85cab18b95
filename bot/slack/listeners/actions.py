"""Buttons: *Share in channel* (posts a `/cv` reply for everyone), 👍/👎 on answers (stored,
exported by `cvbot feedback-export`) and ‹ Previous / Next › on `/cv list`."""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import App
from slack_sdk import WebClient

from bot.answer.models import Answer
from bot.audit import Actor
from bot.slack.blocks import notice, people_page
from bot.slack.listeners.commands import list_page, respond_privately
from bot.slack.replies import EXPIRED, REFUSAL, error_text
from bot.slack.services import SlackServices

log = logging.getLogger(__name__)


def register(app: App, services: SlackServices) -> None:
    def ack_only(ack: Any) -> None:
        ack()

    def share(
        body: dict[str, Any], action: dict[str, Any], client: WebClient, respond: Any
    ) -> None:
        payload = services.state.get_share(action.get("value", ""))
        channel = body.get("channel", {}).get("id")
        if payload is None or not channel:
            respond(response_type="ephemeral", text=EXPIRED, replace_original=False)
            return
        blocks: Any = payload["blocks"]
        client.chat_postMessage(channel=channel, text=str(payload["text"]), blocks=blocks)
        respond(delete_original=True)

    def turn_page(body: dict[str, Any], action: dict[str, Any], respond: Any) -> None:
        user, channel = body.get("user", {}).get("id"), body.get("channel", {}).get("id")
        if not services.access.allowed(user, channel):
            respond(response_type="ephemeral", text=REFUSAL, replace_original=False)
            return
        try:
            shown = list_page(services, int(action.get("value") or 0))
            ids = [card.id for card in shown.people]
            services.bot.record(Actor.slack(user, channel), "list", f"page {shown.page + 1}", ids)
            page = people_page(shown)
        except Exception as exc:
            page = notice(error_text(exc))
        respond_privately(services, respond, page, replace=True)

    def feedback(ack: Any, body: dict[str, Any], action: dict[str, Any], vote: str) -> None:
        ack()
        block_id = str(action.get("block_id", ""))
        stored = services.state.get_share(block_id.removeprefix("feedback:"))
        answer = Answer.model_validate(stored["answer"]) if stored and "answer" in stored else None
        services.state.add_feedback(
            body.get("user", {}).get("id", ""),
            body.get("channel", {}).get("id", ""),
            vote,
            answer.question if answer else "",
            [[c.name, *c.aliases] for c in answer.candidates] if answer else [],
        )

    @app.action("feedback_up")
    def feedback_up(ack: Any, body: dict[str, Any], action: dict[str, Any]) -> None:
        feedback(ack, body, action, "up")

    @app.action("feedback_down")
    def feedback_down(ack: Any, body: dict[str, Any], action: dict[str, Any]) -> None:
        feedback(ack, body, action, "down")

    app.action("share_in_channel")(ack=ack_only, lazy=[share])
    app.action("list_next")(ack=ack_only, lazy=[turn_page])
    app.action("list_prev")(ack=ack_only, lazy=[turn_page])
