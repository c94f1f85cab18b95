"""Start the real bot (index, services, Bolt app over HTTP) for a test."""

from __future__ import annotations

import hashlib
import hmac
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from langchain_core.embeddings import Embeddings
from slack_bolt import App

from bot.answer.engine import AnswerEngine
from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.app import build_app
from bot.slack.server import HttpTransport, make_http_server
from bot.state.store import open_state
from ingest.job import Indexer
from tests.conftest import EXAMPLES
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore


def signed_headers(
    secret: str, body: str, content_type: str, timestamp: int | None = None
) -> dict[str, str]:
    """The headers of a request signed the way Slack signs them (v0 HMAC-SHA256)."""
    ts = str(timestamp if timestamp is not None else int(time.time()))
    sig = "v0=" + hmac.new(secret.encode(), f"v0:{ts}:{body}".encode(), hashlib.sha256).hexdigest()
    return {"Content-Type": content_type, "X-Slack-Request-Timestamp": ts, "X-Slack-Signature": sig}


def event_callback(event: dict[str, Any], event_id: str) -> dict[str, Any]:
    """An Events API envelope around `event`, addressed to the bot user UBOT."""
    return {
        "type": "event_callback",
        "team_id": "T1",
        "api_app_id": "A1",
        "event_id": event_id,
        "event_time": int(time.time()),
        "authorizations": [{"user_id": "UBOT", "is_bot": True, "team_id": "T1"}],
        "event": event,
    }


def mention(text: str, ts: str, channel: str = "C1", user: str = "U1") -> dict[str, Any]:
    """An app_mention of the bot."""
    return {"type": "app_mention", "user": user, "channel": channel, "ts": ts,
            "text": f"<@UBOT> {text}"}  # fmt: skip


@contextmanager
def bot_app(settings: Settings, embedder: Embeddings) -> Iterator[tuple[App, BotServices]]:
    """The Bolt app over an index of the example CVs (store closed on exit)."""
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        indexer = Indexer(store, embedder, settings.ingest)
        indexer.ingest([EXAMPLES])
        services = BotServices(settings, AnswerEngine(store, embedder), indexer)
        yield build_app(settings, services, open_state(settings.state, settings.data_dir)), services
    finally:
        store.close()


@contextmanager
def http_transport(settings: Settings, embedder: Embeddings) -> Iterator[HttpTransport]:
    """The app served by the production HTTP transport on 127.0.0.1 (a free port); stopped
    on exit the way SIGTERM stops it. `.url` is the events URL, `.asgi.pool` the answers."""
    with bot_app(settings, embedder) as (app, _):
        transport = make_http_server(app, "127.0.0.1", 0).start()
        try:
            yield transport
        finally:
            transport.stop(timeout=60)


@contextmanager
def http_bot(settings: Settings, embedder: Embeddings) -> Iterator[tuple[str, BotServices]]:
    """The app served on 127.0.0.1; yields the events URL and the bot's services."""
    with bot_app(settings, embedder) as (app, services):
        transport = make_http_server(app, "127.0.0.1", 0).start()
        try:
            yield transport.url, services
        finally:
            transport.stop(timeout=60)


__all__ = ["bot_app", "event_callback", "http_bot", "http_transport", "mention", "signed_headers"]
