"""One authorisation gate for every Slack request: Bolt global middleware that runs before
any listener is matched, so events, `/cv`, buttons (share, feedback, pages, and whatever is
added later), view submissions and file uploads all pass the same rules (`access.py`: the
channel and user allowlists; admins are checked by the commands that need them).

Who and where come from Bolt's context (`user_id`, `channel_id`, read from the signed
payload). A request from outside the allowlist never reaches a listener: it is acknowledged
and, where the person asked something, told so once in the way that kind of request replies
(`REFUSALS`, one entry per kind; any other kind is acknowledged silently)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel
from slack_bolt import App, BoltRequest, BoltResponse

from bot.slack.blocks import notice
from bot.slack.listeners.inbox import thread_of
from bot.slack.replies import REFUSAL
from bot.slack.services import SlackServices

log = logging.getLogger(__name__)


class Caller(BaseModel):
    """Who sent a request, from where, and what kind of request it is."""

    kind: str  # "command", "block_actions", "view_submission", "event:app_mention", ...
    user: str | None = None
    channel: str | None = None
    channel_type: str | None = None  # "im" for a DM message event
    thread_ts: str | None = None  # where a refusal of an event goes


def caller_of(request: BoltRequest) -> Caller:
    body, context = request.body, request.context
    event = body.get("event") if body.get("type") == "event_callback" else None
    if isinstance(event, dict):
        return Caller(
            kind=f"event:{event.get('type')}",
            user=context.user_id,
            channel=context.channel_id,
            channel_type=str(event.get("channel_type") or "") or None,
            thread_ts=str(event.get("thread_ts") or event.get("ts") or "") or None,
        )
    kind = "command" if "command" in body else str(body.get("type") or "unknown")
    container = body.get("container")
    channel = context.channel_id or (  # a message's buttons name it in the container too
        container.get("channel_id") if isinstance(container, dict) else None
    )
    return Caller(kind=kind, user=context.user_id, channel=channel)


Refusal = Callable[[SlackServices, Caller, BoltRequest], BoltResponse]


def _refuse_command(services: SlackServices, caller: Caller, request: BoltRequest) -> BoltResponse:
    """`/cv` outside the allowlist: the refusal is the acknowledgement itself."""
    body = {"response_type": "ephemeral", "text": REFUSAL}
    return BoltResponse(status=200, body=body)


def _refuse_interaction(
    services: SlackServices, caller: Caller, request: BoltRequest
) -> BoltResponse:
    """A button or shortcut: an ephemeral refusal through the interaction's response_url."""
    respond = request.context.respond
    if respond is not None:
        services.pool.submit(
            _quietly, respond, response_type="ephemeral", text=REFUSAL, replace_original=False
        )
    return BoltResponse(status=200, body="")


def _refuse_in_thread(
    services: SlackServices, caller: Caller, request: BoltRequest
) -> BoltResponse:
    """A mention, or a message in a DM: a refusal in its thread (other messages in a channel
    were not addressed to cvbot and get nothing)."""
    addressed = caller.kind == "event:app_mention" or caller.channel_type == "im"
    event = request.body.get("event", {})
    if addressed and caller.channel and not event.get("bot_id") and not event.get("subtype"):
        reply = notice(REFUSAL)
        services.pool.submit(
            _quietly, request.context.client.chat_postMessage, channel=caller.channel,
            thread_ts=caller.thread_ts, text=reply.text, blocks=reply.blocks,
        )  # fmt: skip
    return BoltResponse(status=200, body="")


def _refuse_upload(services: SlackServices, caller: Caller, request: BoltRequest) -> BoltResponse:
    """A file shared in an inbox channel by someone outside the user allowlist: a refusal
    in the file's thread; files shared anywhere else are not cvbot's business."""
    channel = caller.channel
    if channel and channel in services.slack.inbox_channels:
        file_id = str(request.body.get("event", {}).get("file_id") or "")
        client = request.context.client

        def refuse() -> None:
            info = client.files_info(file=file_id)["file"]
            client.chat_postMessage(channel=channel, thread_ts=thread_of(info, channel),
                                    text=REFUSAL)  # fmt: skip

        services.pool.submit(_quietly, refuse)
    return BoltResponse(status=200, body="")


# how each kind of request is refused; anything else is acknowledged and dropped
REFUSALS: dict[str, Refusal] = {
    "command": _refuse_command,
    "block_actions": _refuse_interaction,
    "message_action": _refuse_interaction,
    "shortcut": _refuse_interaction,
    "event:app_mention": _refuse_in_thread,
    "event:message": _refuse_in_thread,
    "event:file_shared": _refuse_upload,
}


def _quietly(call: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
    try:
        call(*args, **kwargs)
    except Exception as exc:  # a refusal that cannot be delivered is not worth a retry
        log.info("could not deliver a refusal (%s)", type(exc).__name__)


def install(app: App, services: SlackServices) -> None:
    """Put the gate in front of every listener of `app` (registered before them)."""

    @app.middleware
    def authorise(req: BoltRequest, next: Callable[[], BoltResponse]) -> BoltResponse | None:
        caller = caller_of(req)
        req.context["caller"] = caller
        if services.access.allowed(caller.user, caller.channel):
            return next()
        refuse = REFUSALS.get(caller.kind)
        if refuse is None:  # e.g. channel chatter where cvbot is invited but not enabled
            log.debug("ignored a %s request outside the allowlist", caller.kind)
            return BoltResponse(status=200, body="")
        log.info("refused a %s request outside the allowlist", caller.kind)
        return refuse(services, caller, req)
