"""The fixed things cvbot says in Slack, and errors translated for a Slack user (who cannot
run the `cvbot` commands that the CLI's messages suggest)."""

from __future__ import annotations

import re

from bot.slack.settings import SlackSettings
from vectorstore.errors import StoreUnavailableError, UserFacingError

SEARCHING = {"en": "Searching…", "zh": "正在查找…"}
RESTARTING = {
    "en": "cvbot is restarting; please ask again in a minute.",
    "zh": "cvbot 正在重启，请一分钟后再问。",
}
KEPT = {
    "en": "cvbot is restarting; your question is kept and will be answered when it is back.",
    "zh": "cvbot 正在重启；你的问题已保存，恢复后会回答。",
}
REFUSAL = "Sorry, I'm not enabled here. Ask a cvbot admin to add this channel or your account."
EMPTY_QUESTION = "Ask me about candidates, e.g. “who has worked on GPU sharing at Alibaba?”"
GENERIC_ERROR = "Sorry, something went wrong while answering. Please try again."
EXPIRED = "This reply expired; run the command again."
NOT_YOURS = "Only the person a reply was shown to can share it, and only where it was shown."

# CLI advice in engine/ingest messages -> what a Slack user can do instead
_CLI_TO_SLACK = [
    (re.compile(r"`cvbot candidates`"), "`/cv list`"),
    (re.compile(r"`cvbot (?:show|summary) ([^`]*)`"), r"`/cv summary \1`"),
    (re.compile(r"`cvbot forget ([^`]*)`"), r"`/cv forget \1`"),
    (re.compile(r"`cvbot ask ([^`]*)`"), r"`/cv \1`"),
]


# server internals a Slack user can neither use nor should see: addresses and file paths
_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s)`'\"]+", re.I)
_PATH = re.compile(r"(?<![\w`/<>.-])(?:~|[A-Za-z]:)?[/\\](?:[\w.@+-]+[/\\])+[\w.@+-]*")
STORE_DOWN = (
    "cvbot's index is not reachable right now: its Chroma server is down or cannot be "
    "reached. Nothing was lost. Ask whoever runs cvbot to check that the Chroma server is "
    "running and reachable from the bot, then try again."
)


def empty_index(slack: SlackSettings) -> str:
    """Nothing is indexed: say so, and how it gets fixed from Slack or from the server
    (Slack mrkdwn, already escaped)."""
    inbox = (
        f"share CV files in <#{slack.inbox_channels[0]}> (they are indexed as they arrive), "
        if slack.inbox_channels
        else ""
    )
    return (
        "Nothing is indexed yet, so there is nobody to search. To fix it, "
        f"{inbox}or ask whoever runs cvbot to run `cvbot ingest &lt;folder&gt;` on its server "
        "(an admin can then use `/cv reindex`)."
    )


def for_slack(message: str) -> str:
    """A user-facing message with CLI commands replaced by their `/cv` equivalents."""
    for pattern, replacement in _CLI_TO_SLACK:
        message = pattern.sub(replacement, message)
    return message


def without_internals(message: str) -> str:
    """A message with server addresses and file paths left out."""
    message = _URL.sub("its server", message)
    return _PATH.sub("a file on the server", message)


def error_text(exc: BaseException) -> str:
    """What a Slack user is told about an error: what to check, without the server's
    internals (the address of its Chroma server, file paths); details stay in the server's
    log and the CLI shows them in full."""
    if isinstance(exc, StoreUnavailableError):
        return STORE_DOWN
    if isinstance(exc, UserFacingError):
        return without_internals(for_slack(exc.user_message))
    return GENERIC_ERROR
