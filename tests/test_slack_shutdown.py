"""Graceful shutdown of the HTTP transport: what SIGTERM does to answers in progress and to
answers acknowledged but not started yet (both finish within the grace period), in process
and with a real SIGTERM to a `run()` process. People and CVs here are fictional."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from bot.settings import Settings
from bot.slack.replies import RESTARTING
from bot.slack.settings import SlackSettings
from tests.conftest import REPO, CountingEmbedder
from tests.fake_slack import FakeSlack
from tests.slack_harness import event_callback, http_transport, mention, signed_headers

SECRET = "shutdown-secret"


def _post_mention(url: str, text: str, ts: str) -> int:
    body = json.dumps(event_callback(mention(text, ts), f"Ev{ts}"))
    headers = signed_headers(SECRET, body, "application/json")
    request = urllib.request.Request(url, data=body.encode(), headers=headers)
    with urllib.request.urlopen(request, timeout=30) as response:
        return int(response.status)


def _replies(fake: FakeSlack, ts: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(posts in the thread, updates of those posts)"""
    posts = [p for p in fake.calls_to("chat.postMessage") if p.get("thread_ts") == ts]
    placeholders = {p.get("_ts") for p in posts}
    return posts, [u for u in fake.calls_to("chat.update") if u.get("ts") in placeholders]


def test_stop_finishes_answers_in_progress_and_the_queued_ones(
    embedder: CountingEmbedder, tmp_path: Path
) -> None:
    fake = FakeSlack().start()
    fake.delay["chat.postMessage"] = 1.0  # a slow Slack keeps both answer workers busy
    slack = SlackSettings(SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET=SECRET,
                          CVBOT_SLACK_API_URL=fake.api_url)  # fmt: skip
    try:
        with http_transport(Settings(data_dir=tmp_path, slack=slack), embedder) as transport:
            threads = [f"1700000{n:03d}.000100" for n in range(4)]
            with ThreadPoolExecutor(4) as senders:
                acks = list(senders.map(lambda ts: _post_mention(transport.url,
                                        "Who has worked at Huawei?", ts), threads))  # fmt: skip
            assert acks == [200] * 4
            fake.wait_for("chat.postMessage", 2)  # two answers in progress, two queued
            started = time.monotonic()
            transport.stop(timeout=60)  # what SIGTERM does
            assert time.monotonic() - started < 20
            assert transport.asgi.drained is True
        for ts in threads:  # acknowledged before the stop: answered, not told "restarting"
            posts, updates = _replies(fake, ts)
            assert len(posts) == 1 and posts[0]["text"] != RESTARTING["en"]
            assert "Na Li" in json.dumps(updates[-1]["blocks"], ensure_ascii=False)
    finally:
        fake.stop()


_SERVE = """
import sys
from pathlib import Path
from bot.services import bot_session
from bot.settings import Settings
from bot.slack.server import run

settings = Settings()
with bot_session(settings) as services:
    services.indexer.ingest([Path(sys.argv[1])])
    run(settings, services, http=True, port=0)
print("index closed", file=sys.stderr, flush=True)
"""

_CV = """# Tomasz Okonkwo-Lindqvist
tomasz.ol@example.net

## Experience
### Brightwater Analytics — Data Engineer, 2018 – Present
- Built the streaming ingestion pipeline with Apache Flink and Kafka.

## Education
### University of Marrowfield — BSc Computer Science, 2014 – 2018
"""


def test_sigterm_finishes_the_answer_in_progress_and_the_acknowledged_burst(
    tmp_path: Path,
) -> None:
    cvs = tmp_path / "cvs"
    cvs.mkdir()
    (cvs / "tomasz.md").write_text(_CV, encoding="utf-8")
    fake = FakeSlack().start()
    env = os.environ | {
        "CVBOT_DATA_DIR": str(tmp_path / "data"), "SLACK_BOT_TOKEN": fake.bot_token,
        "SLACK_SIGNING_SECRET": SECRET, "CVBOT_SLACK_API_URL": fake.api_url,
        "CVBOT_SLACK_CHANNELS": "C1", "ANONYMIZED_TELEMETRY": "False",
    }  # fmt: skip
    env.pop("SLACK_APP_TOKEN", None)
    process = subprocess.Popen([sys.executable, "-c", _SERVE, str(cvs)], cwd=REPO, env=env,
                               stderr=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert process.stderr is not None
        first = ""
        while not (found := re.search(r"listening on (http://\S+/slack/events)", first)):
            line = process.stderr.readline()
            assert line, first  # the process ended before listening
            first += line
        fake.delay["chat.postMessage"] = 1.5  # the placeholder post is in flight at SIGTERM
        assert _post_mention(found[1], "Who built a streaming pipeline with Flink?", "1.0") == 200
        fake.wait_for("chat.postMessage", 1)
        fake.delay["chat.postMessage"] = 0.3
        burst = [f"{n}.0" for n in range(2, 12)]  # acknowledged, queued behind the first
        with ThreadPoolExecutor(5) as senders:
            acks = list(senders.map(lambda ts: _post_mention(
                found[1], "Who built a streaming pipeline with Flink?", ts), burst))  # fmt: skip
        assert acks == [200] * len(burst)
        process.send_signal(signal.SIGTERM)
        _, rest = process.communicate(timeout=60)
        assert process.returncode == 0, rest
        for ts in ["1.0", *burst]:  # every acknowledged question answered, none told to retry
            _, updates = _replies(fake, ts)
            assert "Tomasz Okonkwo-Lindqvist" in json.dumps(updates[-1]["blocks"],
                                                            ensure_ascii=False)  # fmt: skip
        log = first + rest
        assert "cvbot: stopped" in log and "index closed" in log  # run() returned normally
        assert "Traceback" not in log and "will be unused" not in log
    finally:
        if process.poll() is None:
            process.kill()
        fake.stop()
