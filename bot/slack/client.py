"""The Slack Web API client, and the start-up checks that turn a set-up mistake (no token,
a wrong token, no signing secret in HTTP mode, Slack unreachable) into one line saying what
to set or check, as a `UserFacingError` (the CLI prints it and exits 2)."""

from __future__ import annotations

import logging
import re
from http.client import RemoteDisconnected
from typing import Any
from urllib.error import URLError

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry.builtin_handlers import (
    ConnectionErrorRetryHandler,
    RateLimitErrorRetryHandler,
    ServerErrorRetryHandler,
)

from bot.slack.settings import SlackSettings
from vectorstore.errors import UserFacingError

log = logging.getLogger(__name__)

_BOT_TOKEN_HELP = "the Bot User OAuth Token (xoxb-…) from your Slack app's Install App page"
_REJECTED = {
    "invalid_auth": "is not a valid token",
    "not_authed": "was not sent",
    "account_inactive": "belongs to a deleted app or user",
    "token_revoked": "has been revoked",
    "token_expired": "has expired",
}


class SlackSetupError(UserFacingError):
    """cvbot cannot start against Slack as configured."""


# retries with exponential backoff and jitter (0.5 s × 2^n + up to 1 s): four retries wait
# ~7.5-11.5 s in all, which rides out a short outage; what still fails goes to the outbox
# (bot/slack/delivery.py)
RETRIES = 4
_CONNECTION_ERRORS: list[type[Exception]] = [
    URLError, ConnectionError, TimeoutError, RemoteDisconnected,
]  # fmt: skip


def make_client(slack: SlackSettings, *, timeout: int = 30, retries: int = RETRIES) -> WebClient:
    """A Web API client for the bot token that retries 429s (after Retry-After), 5xxs and
    connection errors (`retries` = 0: start-up checks, which should fail at once)."""
    base = slack.api_url if slack.api_url.endswith("/") else slack.api_url + "/"
    token = slack.bot_token.get_secret_value() if slack.bot_token else None
    handlers = [
        ConnectionErrorRetryHandler(max_retry_count=retries, error_types=_CONNECTION_ERRORS),
        RateLimitErrorRetryHandler(max_retry_count=min(retries, 3)),
        ServerErrorRetryHandler(max_retry_count=retries),
    ]
    return WebClient(token=token, base_url=base, timeout=timeout, retry_handlers=handlers)


def check_settings(slack: SlackSettings, *, http: bool) -> None:
    """Checks that need no network: the tokens and secret that the chosen mode needs are set
    and look like what Slack issues."""
    token = slack.bot_token.get_secret_value().strip() if slack.bot_token else ""
    if not token:
        raise SlackSetupError(f"SLACK_BOT_TOKEN is not set: export {_BOT_TOKEN_HELP}.")
    if not token.startswith("xoxb-"):
        kind = "an app-level token (xapp-…)" if token.startswith("xapp-") else "not a bot token"
        raise SlackSetupError(
            f"SLACK_BOT_TOKEN is {kind}: set it to {_BOT_TOKEN_HELP}; "
            "the xapp- token goes in SLACK_APP_TOKEN."
        )
    check_ids(slack)
    if http:
        secret = slack.signing_secret.get_secret_value().strip() if slack.signing_secret else ""
        if not secret:
            raise SlackSetupError(
                "SLACK_SIGNING_SECRET is not set: HTTP mode verifies every request with it "
                "(Basic Information → App Credentials → Signing Secret), or set SLACK_APP_TOKEN "
                "to use Socket Mode."
            )
    else:
        app_token = slack.app_token.get_secret_value().strip() if slack.app_token else ""
        if not app_token.startswith("xapp-"):
            raise SlackSetupError(
                "SLACK_APP_TOKEN is not an app-level token (xapp-…): generate one with the "
                "connections:write scope under Basic Information → App-Level Tokens."
            )


# what each list must hold: Slack's ids, not names ("#cv-inbox", "@jane")
_ID_KINDS = {
    "CVBOT_SLACK_CHANNELS": ("allowed_channels", "channel", ("C", "G")),
    "CVBOT_SLACK_INBOX": ("inbox_channels", "channel", ("C", "G")),
    "CVBOT_SLACK_USERS": ("allowed_users", "user", ("U", "W")),
    "CVBOT_SLACK_ADMINS": ("admins", "user", ("U", "W")),
}
_ID = re.compile(r"[A-Z][A-Z0-9]+")


def check_ids(slack: SlackSettings) -> None:
    """Every id list holds ids of the right kind (a channel's name, a DM or a user id where a
    channel id belongs would silently allow nothing)."""
    for variable, (field, kind, prefixes) in _ID_KINDS.items():
        for value in getattr(slack, field):
            if not _ID.fullmatch(value) or not value.startswith(prefixes):
                where = (
                    "the channel ID at the bottom of its details"
                    if kind == "channel"
                    else "the member ID (profile → ⋮ → Copy member ID)"
                )
                raise SlackSetupError(
                    f"{variable} lists {value!r}, which is not a {kind} id "
                    f"({'… or '.join(prefixes)}…): use {where}."
                )


def unreachable(api_url: str, exc: BaseException) -> SlackSetupError:
    reason = getattr(exc, "reason", None) or exc
    return SlackSetupError(
        f"Cannot reach Slack at {api_url} ({type(reason).__name__}: {reason}): check the "
        "network, a proxy (HTTPS_PROXY) or CVBOT_SLACK_API_URL."
    )


def rejected(variable: str, exc: SlackApiError, help_text: str) -> SlackSetupError:
    error = str(exc.response.get("error", "")) if exc.response is not None else ""
    why = _REJECTED.get(error, f"was refused by Slack ({error or 'no reason given'})")
    return SlackSetupError(f"{variable} {why}: set it to {help_text}.")


def verify_bot_token(client: WebClient, slack: SlackSettings) -> dict[str, Any]:
    """auth.test with the bot token; its result (who the bot is) or a one-line error."""
    try:
        response = client.auth_test()
    except SlackApiError as exc:
        raise rejected("SLACK_BOT_TOKEN", exc, _BOT_TOKEN_HELP) from exc
    except (URLError, OSError) as exc:
        raise unreachable(slack.api_url, exc) from exc
    log.info("connected to Slack as %s in %s", response.get("user"), response.get("team"))
    return dict(response.data) if isinstance(response.data, dict) else {}
