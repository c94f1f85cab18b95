"""The HTTP face of the bot as an ASGI app: Slack's requests at /slack/events through Bolt's
ASGI adapter, a liveness check at /healthz, a readiness check at /readyz, and a lifespan
whose shutdown drains the answer pool (so a SIGTERM lets answers in progress finish; see
bot/slack/lifecycle.py).

* ``GET /healthz`` — 200 ``{"status": "ok", "answering": N}`` while the process serves;
  503 ``"draining"`` once it is stopping. For a liveness probe (restart when it fails).
* ``GET /readyz`` — 200 ``{"status": "ready", "warm": true, "state": true}`` once the
  warm-up has loaded the index and the state database answers; else 503 with
  ``"warming"``, ``"state unavailable"`` or ``"draining"``. For a readiness probe (send
  traffic only when it passes).

Every request is checked before its body is parsed: size (413), then the signature and
timestamp (401: unsigned, wrongly signed, stale or a timestamp that is not a number), then
the body's form (400: not UTF-8, malformed JSON or form, a payload of the wrong shape). Each
refusal is one log line naming the reason, never a header's value or a traceback."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import time
from collections.abc import Awaitable, Callable, Mapping, MutableMapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from slack_bolt import App
from slack_bolt.adapter.asgi import SlackRequestHandler
from slack_bolt.adapter.asgi.http_request import AsgiHttpRequest
from slack_bolt.request import BoltRequest
from slack_bolt.response import BoltResponse

from bot.slack.lifecycle import AnswerPool

log = logging.getLogger(__name__)

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]

EVENTS_PATH = "/slack/events"
HEALTH_PATH = "/healthz"
READY_PATH = "/readyz"
MAX_BODY = 1_000_000  # Slack's payloads are a few KB
MAX_AGE_S = 300  # a request signed longer ago than this is a replay (Slack's own advice)
REQUEST_THREADS = 16


class _BoltOffLoop(SlackRequestHandler):
    """Bolt's ASGI adapter for a sync `App` calls `app.dispatch` on the event loop, so one
    request's signature check, dedup and ack would hold up every other; here each dispatch
    runs on a small thread pool and the loop keeps accepting."""

    def __init__(self, app: App, threads: int) -> None:
        super().__init__(app, path=EVENTS_PATH)
        self._secret = str(getattr(app, "_signing_secret", "") or "").encode()
        self._threads = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="cvbot-ack")

    async def dispatch(self, request: AsgiHttpRequest) -> BoltResponse:
        raw = await _read_body(request)
        if raw is None:
            return _refuse(413, "a body over the size limit")
        headers: dict[str, str | Sequence[str]] = {
            key.decode("latin-1").lower(): value.decode("latin-1")
            for key, value in request.raw_headers
        }
        if not _signed(self._secret, raw, headers):
            return _refuse(401, "no valid signature or timestamp")
        try:
            bolt_request = BoltRequest(
                body=raw.decode("utf-8"), query=request.query_string, headers=headers
            )
            _check_shape(bolt_request.body)
        except (ValueError, TypeError, AttributeError, KeyError) as exc:
            return _refuse(400, f"a malformed body ({type(exc).__name__})")
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._threads, self.app.dispatch, bolt_request)

    def close(self) -> None:
        self._threads.shutdown(wait=False)


class Readiness:
    """What /readyz asks: is the warm-up done, does the state database answer?"""

    def __init__(
        self, warm: Callable[[], bool] | None = None, state: Callable[[], bool] | None = None
    ) -> None:
        self.warm = warm or (lambda: True)
        self.state = state or (lambda: True)

    def check(self) -> tuple[bool, bool]:
        try:
            state_ok = self.state()
        except Exception as exc:
            log.warning("readiness: the state database did not answer (%s)", type(exc).__name__)
            state_ok = False
        return self.warm(), state_ok


class SlackASGI:
    def __init__(
        self,
        app: App,
        pool: AnswerPool,
        *,
        grace_s: float = 20.0,
        readiness: Readiness | None = None,
    ) -> None:
        self.pool = pool
        self.grace_s = grace_s
        self.readiness = readiness or Readiness()
        self.drained: bool | None = None
        self._bolt = _BoltOffLoop(app, REQUEST_THREADS)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
        elif scope["type"] == "http" and scope["path"] == HEALTH_PATH:
            await self._health(send)
        elif scope["type"] == "http" and scope["path"] == READY_PATH:
            await self._ready(send)
        elif scope["type"] == "http" and _too_large(scope):
            await _reply(send, 413, b"payload too large")
        else:
            await self._bolt(dict(scope), receive, send)

    async def _health(self, send: Send) -> None:
        status = 503 if self.pool.draining else 200
        body = {"status": "draining" if self.pool.draining else "ok", "answering": self.pool.busy}
        await _reply(send, status, json.dumps(body).encode(), "application/json")

    async def _ready(self, send: Send) -> None:
        warm, state = await asyncio.to_thread(self.readiness.check)
        if self.pool.draining:
            status = "draining"
        elif not state:
            status = "state unavailable"
        else:
            status = "ready" if warm else "warming"
        body = {"status": status, "warm": warm, "state": state}
        code = 200 if status == "ready" else 503
        await _reply(send, code, json.dumps(body).encode(), "application/json")

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                # requests in flight are done (the server waited for them): now the answers
                log.info("stopping: %d answer(s) to finish", self.pool.busy)
                self.drained = await asyncio.to_thread(self.pool.drain, self.grace_s)
                self._bolt.close()
                await send({"type": "lifespan.shutdown.complete"})
                return


async def _read_body(request: AsgiHttpRequest) -> bytes | None:
    """The body (None when it grows over MAX_BODY: a chunked upload has no length)."""
    body = bytearray()
    while True:
        chunk = await request.receive()
        if chunk["type"] != "http.request":
            return bytes(body)  # the client went away; what came is refused as malformed
        body.extend(chunk.get("body", b""))
        if len(body) > MAX_BODY:
            return None
        if not chunk.get("more_body"):
            return bytes(body)


def _signed(secret: bytes, body: bytes, headers: Mapping[str, object]) -> bool:
    """Slack's v0 signature over the raw bytes (slack_sdk's verifier decodes the body first,
    so a body that is not UTF-8 would raise) and a timestamp within 5 minutes."""
    timestamp = str(headers.get("x-slack-request-timestamp", ""))
    signature = str(headers.get("x-slack-signature", ""))
    if not secret or not timestamp.isdigit() or abs(time.time() - int(timestamp)) > MAX_AGE_S:
        return False
    base = b"v0:" + timestamp.encode() + b":" + body
    expected = "v0=" + hmac.new(secret, base, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


_OBJECTS = ("event", "user", "channel", "team", "container", "view", "message")


def _check_shape(body: object) -> None:
    """Raise TypeError unless the parsed body has the shape Slack sends: an object whose
    well-known parts are objects (an event that is a string would fail deep inside Bolt)."""
    if not isinstance(body, dict) or not body:
        raise TypeError("not an object")
    for key in _OBJECTS:
        if body.get(key) is not None and not isinstance(body[key], dict):
            raise TypeError(key)
    if not isinstance(body.get("actions", []), list):
        raise TypeError("actions")


def _refuse(status: int, why: str) -> BoltResponse:
    log.warning("refused a request to %s: %s (HTTP %d)", EVENTS_PATH, why, status)
    return BoltResponse(status=status, body="")


def _too_large(scope: Scope) -> bool:
    for key, value in scope.get("headers", []):
        if key == b"content-length":
            return not value.isdigit() or int(value) > MAX_BODY
    return False


async def _reply(send: Send, status: int, body: bytes, kind: str = "text/plain") -> None:
    headers = [(b"content-type", kind.encode()), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
