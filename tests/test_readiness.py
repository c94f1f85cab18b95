"""`/readyz` on `cvbot serve --http`: ready only once the warm-up is done and the bot state
answers, not while the bot is stopping; `/healthz` stays the liveness check. (The state
database going down is in tests/test_topology.py, with a real PostgreSQL stopped.)"""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, cast

from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.app import build_app
from bot.slack.asgi import Readiness
from bot.slack.lifecycle import AnswerPool
from bot.slack.server import HttpTransport
from bot.slack.settings import SlackSettings
from bot.state.store import open_state
from tests.fake_slack import FakeSlack


def _get(url: str) -> tuple[int, dict[str, Any]]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return int(response.status), json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return int(exc.code), json.loads(exc.read())


def test_ready_after_the_warm_up_with_the_state_answering_and_not_while_draining(
    tmp_path: Path,
) -> None:
    fake = FakeSlack().start()
    settings = Settings(
        data_dir=tmp_path,
        slack=SlackSettings(SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET="s",
                            CVBOT_SLACK_API_URL=fake.api_url, CVBOT_SLACK_CHANNELS="C1"),
    )  # fmt: skip
    state = open_state(settings.state, tmp_path)
    pool = AnswerPool()
    app = build_app(settings, cast(BotServices, None), state, pool=pool)
    loaded = threading.Event()
    warm_up = threading.Thread(target=loaded.wait, daemon=True)  # a warm-up still loading
    warm_up.start()
    readiness = Readiness(warm=lambda: not warm_up.is_alive(), state=state.ping)
    transport = HttpTransport(app, pool, "127.0.0.1", 0, readiness=readiness).start()
    try:
        assert _get(f"{transport.base}/readyz") == (
            503,
            {"status": "warming", "warm": False, "state": True},
        )
        assert _get(f"{transport.base}/healthz")[0] == 200  # alive meanwhile
        loaded.set()
        warm_up.join()
        assert _get(f"{transport.base}/readyz") == (
            200,
            {"status": "ready", "warm": True, "state": True},
        )
        pool.draining = True  # what SIGTERM starts
        assert _get(f"{transport.base}/readyz")[1]["status"] == "draining"
        assert _get(f"{transport.base}/healthz")[0] == 503
    finally:
        pool.draining = False
        transport.stop(timeout=30)
        state.close()
        fake.stop()
