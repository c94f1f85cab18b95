"""Buttons: *Share in channel* (posts a `/cv` reply for everyone, only by the user it was
shown to and only where it was shown: bot/slack/shares.py), 👍/👎 on answers (stored,
exported by `cvbot feedback-export`; a vote counts only in the channel the answer was
given in) and ‹ Previous / Next › on `/cv list`. Who may click at all is decided before
any of these run (bot/slack/gate.py)."""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import App

from bot.answer.models import Answer
from bot.slack import shares
from bot.slack.blocks import notice, people_page
from bot.slack.listeners.commands import list_page, respond_privately
from bot.slack.replies import NOT_YOURS, error_text
from bot.slack.services import SlackServices

log = logging.getLogger(__name__)


def _who(body: dict[str, Any]) -> tuple[str | None, str | None]:
    return body.get("user", {}).get("id"), body.get("channel", {}).get("id")


def register(app: App, services: SlackServices) -> None:
    def ack_only(ack: Any) -> None:
        ack()

    def share(body: dict[str, Any], action: dict[str, Any], respond: Any) -> None:
        user, channel = _who(body)
        respond = services.delivery.responder(body.get("response_url"), respond)
        shared = shares.shareable(services, str(action.get("value", "")), user=user,
                                  channel=channel)  # fmt: skip
        if shared is None or not channel:
            respond(response_type="ephemeral", text=NOT_YOURS, replace_original=False)
            return
        message = shared.message
        services.delivery.call("chat.postMessage", channel=channel, text=message.text,
                               blocks=message.blocks)  # fmt: skip
        respond(delete_original=True)

    def turn_page(body: dict[str, Any], action: dict[str, Any], respond: Any) -> None:
        user, channel = _who(body)
        respond = services.delivery.responder(body.get("response_url"), respond)
        try:
            page = people_page(list_page(services, int(action.get("value") or 0)))
        except Exception as exc:
            page = notice(error_text(exc))
        respond_privately(services, respond, page, replace=True, user=user, channel=channel)

    def feedback(ack: Any, body: dict[str, Any], action: dict[str, Any], vote: str) -> None:
        ack()
        user, channel = _who(body)
        block_id = str(action.get("block_id", ""))
        stored = services.state.get_share(block_id.removeprefix("feedback:"))
        if not stored or "answer" not in stored or stored.get("channel") != channel:
            log.warning("ignored a vote on an answer not given in this channel")
            return
        answer = Answer.model_validate(stored["answer"])
        services.state.add_feedback(
            user or "",
            channel or "",
            vote,
            answer.question,
            [[c.name, *c.aliases] for c in answer.candidates],
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
