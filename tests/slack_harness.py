"""Start the real bot (index, services, Bolt app over HTTP) for a test."""

from __future__ import annotations

import hashlib
import hmac
import json
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlencode

from slack_bolt import App

from bot.answer.engine import AnswerEngine
from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.app import build_app
from bot.slack.server import HttpTransport, make_http_server
from bot.state.store import open_state
from ingest.job import Indexer
from tests.conftest import EXAMPLES
from vectorstore.embedder import Embedder
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore


def signed_headers(
    secret: str, body: str | bytes, content_type: str, timestamp: int | None = None
) -> dict[str, str]:
    """The headers of a request signed the way Slack signs them (v0 HMAC-SHA256)."""
    ts = str(timestamp if timestamp is not None else int(time.time()))
    raw = body.encode() if isinstance(body, str) else body
    sig = "v0=" + hmac.new(secret.encode(), f"v0:{ts}:".encode() + raw, hashlib.sha256).hexdigest()
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


class SignedSlack:
    """Sends what Slack sends, signed, to the bot's events URL: events, `/cv`, button
    clicks, view submissions. Each returns (HTTP status, response body)."""

    def __init__(self, url: str, secret: str, fake_base: str) -> None:
        self.url, self.secret, self.fake_base = url, secret, fake_base
        self.n = 0

    def post(self, body: str | bytes, content_type: str, *, timestamp: int | None = None,
             headers: dict[str, str] | None = None) -> tuple[int, str]:  # fmt: skip
        data = body.encode() if isinstance(body, str) else body
        sent = signed_headers(self.secret, data, content_type, timestamp)
        request = urllib.request.Request(self.url, data=data, headers=sent | (headers or {}))
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode()

    def event(self, event: dict[str, Any]) -> tuple[int, str]:
        self.n += 1
        body = event_callback(event, f"Ev{time.time_ns()}{self.n}")
        return self.post(json.dumps(body), "application/json")

    def mention(self, text: str, channel: str, user: str, ts: str) -> tuple[int, str]:
        return self.event(mention(text, ts, channel, user))

    def command(self, text: str, user: str, channel: str) -> tuple[int, str, str]:
        """`/cv text`; returns (status, ack body, the response_url its replies go to)."""
        self.n += 1
        response_url = f"{self.fake_base}/response/cmd{self.n}"
        form = {"command": "/cv", "text": text, "user_id": user, "channel_id": channel,
                "team_id": "T1", "response_url": response_url, "trigger_id": "1.2.3"}  # fmt: skip
        status, body = self.post(urlencode(form), "application/x-www-form-urlencoded")
        return status, body, response_url

    def interaction(self, payload: dict[str, Any]) -> tuple[int, str]:
        form = urlencode({"payload": json.dumps(payload)})
        return self.post(form, "application/x-www-form-urlencoded")

    def click(self, action_id: str, value: str, *, user: str, channel: str | None,
              block_id: str = "b", response_url: str = "") -> tuple[int, str]:  # fmt: skip
        """A button click; `channel` None is a click in a modal or App Home."""
        self.n += 1
        payload: dict[str, Any] = {
            "type": "block_actions", "team": {"id": "T1"}, "api_app_id": "A1",
            "user": {"id": user}, "trigger_id": "1.2.3",
            "response_url": response_url or f"{self.fake_base}/response/click{self.n}",
            "actions": [{"type": "button", "action_id": action_id, "value": value,
                         "block_id": block_id, "action_ts": f"{time.time():.6f}"}],
        }  # fmt: skip
        if channel:
            payload["channel"] = {"id": channel}
            payload["container"] = {"type": "message", "channel_id": channel}
        return self.interaction(payload)


@contextmanager
def bot_app(settings: Settings, embedder: Embedder) -> Iterator[tuple[App, BotServices]]:
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
def http_transport(settings: Settings, embedder: Embedder) -> Iterator[HttpTransport]:
    """The app served by the production HTTP transport on 127.0.0.1 (a free port); stopped
    on exit the way SIGTERM stops it. `.url` is the events URL, `.asgi.pool` the answers."""
    with bot_app(settings, embedder) as (app, _):
        transport = make_http_server(app, "127.0.0.1", 0).start()
        try:
            yield transport
        finally:
            transport.stop(timeout=60)


@contextmanager
def http_bot(settings: Settings, embedder: Embedder) -> Iterator[tuple[str, BotServices]]:
    """The app served on 127.0.0.1; yields the events URL and the bot's services."""
    with bot_app(settings, embedder) as (app, services):
        transport = make_http_server(app, "127.0.0.1", 0).start()
        try:
            yield transport.url, services
        finally:
            transport.stop(timeout=60)


__all__ = [
    "SignedSlack",
    "bot_app",
    "event_callback",
    "http_bot",
    "http_transport",
    "mention",
    "signed_headers",
]
