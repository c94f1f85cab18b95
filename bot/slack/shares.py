"""*Share in channel*: what the button may post. A `/cv` reply is kept with the user it was
shown to, the channel it was shown in and whether contact details were redacted; a click
posts it only for that user, only in that channel, and only if it was redacted as that
channel needs (a forged click — another user's reply, another channel — posts nothing)."""

from __future__ import annotations

import logging
import uuid

from pydantic import BaseModel, ValidationError

from bot.slack.blocks import SlackMessage, without_actions
from bot.slack.services import SlackServices

log = logging.getLogger(__name__)


class SharedReply(BaseModel):
    message: SlackMessage  # as shown, without its buttons
    user: str
    channel: str
    redacted: bool


def keep(services: SlackServices, message: SlackMessage, *, user: str, channel: str) -> str:
    """Store a reply shown to `user` in `channel`; returns the id its button carries."""
    share_id = uuid.uuid4().hex[:12]
    shared = SharedReply(message=without_actions(message), user=user, channel=channel,
                         redacted=services.access.redact(channel))  # fmt: skip
    services.state.put_share(share_id, shared.model_dump(mode="json"))
    return share_id


def shareable(
    services: SlackServices, share_id: str, *, user: str | None, channel: str | None
) -> SharedReply | None:
    """The reply behind a click, if `user` may post it in `channel`; else None."""
    stored = services.state.get_share(share_id)
    try:
        shared = SharedReply.model_validate(stored) if stored else None
    except ValidationError:
        shared = None  # not a /cv reply (an answer kept for its feedback buttons)
    if shared is None:
        return None
    if shared.user != user or shared.channel != channel:
        log.warning("refused a share: the reply was not shown to this user in this channel")
        return None
    if services.access.redact(channel) and not shared.redacted:
        log.warning("refused a share: the reply was not redacted for this channel")
        return None
    return shared
