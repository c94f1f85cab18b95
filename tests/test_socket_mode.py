"""Socket Mode: the same app over a real websocket from a local server that plays Slack's
side (apps.connections.open on the fake Web API hands out its ws:// URL)."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import websockets

from bot.settings import Settings
from bot.slack.lifecycle import AnswerPool
from bot.slack.server import serve_socket_mode
from bot.slack.settings import SlackSettings
from tests.conftest import CountingEmbedder
from tests.fake_slack import FakeSlack
from tests.slack_harness import bot_app


class SlackSocket:
    """Sends one events_api envelope to whoever connects and records the acks."""

    def __init__(self, envelope: dict[str, Any]) -> None:
        self.envelope = envelope
        self.acks: list[dict[str, Any]] = []
        self.port = 0
        self._ready = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Future[None] | None = None
        threading.Thread(target=self._run, daemon=True).start()
        self._ready.wait(10)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._serve())

    async def _handler(self, ws: Any) -> None:
        await ws.send(json.dumps({"type": "hello", "num_connections": 1}))
        await ws.send(json.dumps(self.envelope))
        try:
            async for message in ws:
                self.acks.append(json.loads(message))
        except websockets.ConnectionClosed:
            return

    async def _serve(self) -> None:
        self._stop = self._loop.create_future()
        async with websockets.serve(self._handler, "127.0.0.1", 0) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self._ready.set()
            await self._stop

    def close(self) -> None:
        if self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set_result, None)


@pytest.fixture()
def fake() -> Iterator[FakeSlack]:
    slack = FakeSlack().start()
    yield slack
    slack.stop()


def test_mention_over_socket_mode_and_a_graceful_stop(
    fake: FakeSlack, embedder: CountingEmbedder, tmp_path: Path
) -> None:
    event = {"type": "app_mention", "user": "U1", "channel": "C1", "ts": "1700000000.000001",
             "text": "<@UBOT> Who has worked at Huawei?"}  # fmt: skip
    envelope = {
        "envelope_id": "env-1",
        "type": "events_api",
        "accepts_response_payload": False,
        "payload": {"type": "event_callback", "team_id": "T1", "api_app_id": "A1",
                    "event_id": "EvSOCK1", "event_time": int(time.time()), "event": event,
                    "authorizations": [{"user_id": "UBOT", "is_bot": True, "team_id": "T1"}]},
    }  # fmt: skip
    socket = SlackSocket(envelope)
    fake.socket_url = f"ws://127.0.0.1:{socket.port}/"
    slack = SlackSettings(SLACK_BOT_TOKEN=fake.bot_token, SLACK_APP_TOKEN=fake.app_token,
                          CVBOT_SLACK_API_URL=fake.api_url)  # fmt: skip
    settings = Settings(data_dir=tmp_path, slack=slack)
    fake.delay["chat.postMessage"] = 1.0  # the answer is still in progress at the stop
    stop = threading.Event()
    announced: list[str] = []
    try:
        with bot_app(settings, embedder) as (app, _):
            pool = app.listener_runner.listener_executor
            assert isinstance(pool, AnswerPool)
            serving = threading.Thread(
                target=serve_socket_mode, args=(app, pool, fake.app_token, stop, announced.append)
            )
            serving.start()
            deadline = time.time() + 30
            while time.time() < deadline and not socket.acks:
                time.sleep(0.05)
            assert "env-1" in [a.get("envelope_id") for a in socket.acks]
            assert announced == ["cvbot: connected to Slack in Socket Mode"]
            assert fake.calls_to("apps.connections.open")
            fake.wait_for("chat.postMessage", 1)
            stop.set()  # what SIGTERM does in `run`
            serving.join(60)
            assert not serving.is_alive()
            (update,) = fake.calls_to("chat.update")  # finished before the bot stopped
            assert "Na Li" in json.dumps(update["blocks"], ensure_ascii=False)
    finally:
        stop.set()
        socket.close()
