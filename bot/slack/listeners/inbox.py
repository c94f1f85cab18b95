"""The CV inbox: a file shared in an inbox channel is downloaded with the bot token
(`files.info`, then `url_private_download`), checked for type and size, indexed
incrementally, and answered in its thread with who was indexed or why not.

The bot token goes only to Slack's file hosts (https on slack.com, slack-gov.com and their
subdomains) or to the host of `CVBOT_SLACK_API_URL` itself; a file whose URL points
elsewhere is refused without a request. Who may upload is decided by the gate
(bot/slack/gate.py); an inbox channel needs no entry in `CVBOT_SLACK_CHANNELS`."""

from __future__ import annotations

import logging
import re
from typing import Any
from urllib.parse import urlsplit

import requests
from slack_bolt import App
from slack_sdk import WebClient

from bot.slack.blocks import escape
from bot.slack.replies import error_text
from bot.slack.services import SlackServices
from ingest.metadata import slack_source
from ingest.parsers import SUPPORTED_SUFFIXES

log = logging.getLogger(__name__)
_SUPPORTED_HINT = "send PDF, DOCX, Markdown, text, JSON Resume or an image (PNG, JPEG, WebP)."
RESTARTING_UPLOAD = "cvbot is restarting; share the file again in a minute."


def register(app: App, services: SlackServices) -> None:
    def ack_only(ack: Any) -> None:
        ack()

    def on_file_shared(event: dict[str, Any]) -> None:
        channel = event.get("channel_id")
        if channel and channel in services.slack.inbox_channels and event.get("file_id"):
            index_upload(services, services.delivery.client, event["file_id"], channel,
                         event.get("user_id"))  # fmt: skip

    app.event("file_shared")(ack=ack_only, lazy=[on_file_shared])


_SLACK_DOMAINS = ("slack.com", "slack-gov.com")


def on_slack_file_host(url: str, api_url: str) -> bool:
    """True for an https URL on Slack's domains, or a URL on the configured API's host."""
    target, api = urlsplit(url), urlsplit(api_url)
    if (target.scheme, target.netloc) == (api.scheme, api.netloc) and target.netloc:
        return True
    host = (target.hostname or "").lower()
    return target.scheme == "https" and any(
        host == domain or host.endswith("." + domain) for domain in _SLACK_DOMAINS
    )


def safe_file_name(name: str) -> str:
    """A Slack file's name as a plain file name (never a path)."""
    base = name.replace("\\", "/").rsplit("/", 1)[-1].lstrip(". ") or "upload"
    return re.sub(r"[^\w.\- ()\u4e00-\u9fff]", "_", base)[:120]


def thread_of(info: dict[str, Any], channel: str) -> str | None:
    shares = info.get("shares", {})
    return next(
        (
            s[0]["ts"]
            for kind in ("public", "private")
            for c, s in shares.get(kind, {}).items()
            if c == channel and s
        ),
        None,
    )


def index_upload(
    services: SlackServices, client: WebClient, file_id: str, channel: str, user: str | None
) -> None:
    info = client.files_info(file=file_id)["file"]
    thread_ts = thread_of(info, channel)

    def reply(text: str) -> None:
        services.delivery.call("chat.postMessage", channel=channel, thread_ts=thread_ts, text=text)

    if services.pool.refusing:
        reply(RESTARTING_UPLOAD)
        return
    name = safe_file_name(str(info.get("name") or "upload"))
    suffix = "." + name.rsplit(".", 1)[-1].lower() if "." in name else ""
    if suffix not in SUPPORTED_SUFFIXES:
        reply(f"✗ {escape(name)}: unsupported file type; {_SUPPORTED_HINT}")
        return
    size = int(info.get("size") or 0)
    limit_mb = services.slack.max_upload_mb
    if size > limit_mb * 1_000_000:
        reply(f"✗ {escape(name)}: file is {size / 1e6:.1f} MB, over the {limit_mb:.0f} MB limit.")
        return
    url = str(info.get("url_private_download") or info.get("url_private") or "")
    if not on_slack_file_host(url, services.slack.api_url):
        log.warning("refused to download an upload from a host that is not Slack's")
        reply(f"✗ {escape(name)}: not downloaded: the file is not on Slack's file host.")
        return
    token = services.slack.bot_token.get_secret_value() if services.slack.bot_token else ""
    response = requests.get(url, headers={"Authorization": f"Bearer {token}"}, timeout=60)
    if response.status_code != 200:
        reply(f"✗ {escape(name)}: download failed (HTTP {response.status_code}).")
        return
    source = slack_source(info.get("id"), name)
    if info.get("permalink"):
        services.state.put_file(source, str(info["permalink"]))
    try:
        with services.pool.open_reply(lambda: reply(RESTARTING_UPLOAD)):
            outcome = services.bot.ingest_upload(response.content, source, name)
    except Exception as exc:
        log.warning("indexing an upload failed (%s)", type(exc).__name__)
        reply(f"✗ {escape(name)}: {escape(error_text(exc))}")
        return
    who = escape(outcome.candidate_name or "")
    if outcome.status == "failed":
        reply(f"✗ {escape(name)}: {escape(outcome.message)}")
    elif outcome.status == "unchanged":
        reply(f"{escape(name)} is already indexed ({who}); nothing added.")
    else:
        merged = (
            f", merged with the existing {escape(outcome.merged_with)}"
            if outcome.merged_with
            else ""
        )
        reply(f"✓ Indexed {escape(name)}: {who}{merged}.")
