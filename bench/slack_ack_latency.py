"""Ack latency of the Slack endpoint while answers are being computed.

    python bench/slack_ack_latency.py [--n 40]

Starts the real Bolt app over HTTP on 127.0.0.1 (embedded index of examples/cvs) against
the local fake Slack Web API from the tests, then sends N signed app_mention events and N
signed /cv commands, all at once from a thread pool, so that every ack is measured while
other answers are being computed. Reports ack p50 / p95 / max (Slack wants < 3 s; target
≤ 100 ms) and how long the answers took to arrive.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import statistics
import tempfile
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlencode

from bot.settings import Settings
from bot.slack.settings import SlackSettings
from tests.fake_slack import FakeSlack
from tests.slack_harness import event_callback, http_bot, mention, signed_headers
from vectorstore.embeddings import USEM3Embeddings

SECRET = "bench-secret"
REPO = Path(__file__).resolve().parents[1]


def signed_post(url: str, body: str, content_type: str) -> float:
    headers = signed_headers(SECRET, body, content_type)
    request = urllib.request.Request(url, data=body.encode(), headers=headers)
    started = time.perf_counter()
    with urllib.request.urlopen(request, timeout=30) as response:
        response.read()
        assert response.status == 200
    return (time.perf_counter() - started) * 1000


def main() -> None:
    import logging

    logging.basicConfig(
        level=logging.DEBUG if "--debug" in __import__("sys").argv else logging.WARNING
    )
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=40)
    parser.add_argument("--debug", action="store_true")
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="cvbot-ack-"))
    fake = FakeSlack().start()
    slack = SlackSettings(
        SLACK_BOT_TOKEN=fake.bot_token,
        SLACK_SIGNING_SECRET=SECRET,
        CVBOT_SLACK_API_URL=fake.api_url,
    )
    settings = Settings(data_dir=data, slack=slack)
    embedder = USEM3Embeddings()
    with http_bot(settings, embedder) as (url, services):
        services.ask("warm-up", [])
        questions = [
            "Who has worked on GPU sharing at Alibaba?",
            "谁在华为工作过？",
            "Who knows React?",
        ]

        def ask(i: int) -> float:
            body = event_callback(mention(questions[i % 3], f"{1.7e9 + i:.6f}"), f"Ev{i}")
            return signed_post(url, json.dumps(body), "application/json")

        def command(i: int) -> float:
            form = {"command": "/cv", "text": questions[i % 3], "user_id": "U1", "channel_id": "C1",
                    "team_id": "T1", "response_url": f"{fake.base}/response/{i}",
                    "trigger_id": "1.2.3"}  # fmt: skip
            return signed_post(url, urlencode(form), "application/x-www-form-urlencoded")

        # keep answers computing in the background, then measure acks one request at a time
        started = time.perf_counter()
        with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
            list(pool.map(ask, range(args.n)))  # a queue of answers to compute
        event_acks, command_acks = [], []
        for i in range(args.n):
            command_acks.append(command(i))
            event_acks.append(ask(args.n + i))
        sent = time.perf_counter() - started
        busy = len(fake.calls_to("chat.update")) < 2 * args.n
        fake.wait_for("chat.update", 2 * args.n, timeout=600)
        answered = time.perf_counter() - started
        for name, acks in (("events", event_acks), ("/cv commands", command_acks)):
            ordered = sorted(acks)
            p95 = ordered[int(0.95 * (len(ordered) - 1))]
            print(f"{name:13s} n={len(acks)}  ack p50 {statistics.median(acks):6.1f} ms  "
                  f"p95 {p95:6.1f} ms  max {max(acks):6.1f} ms")  # fmt: skip
        print(f"measured acks sent within {sent:.1f} s while answers were still computing: "
              f"{busy}; {2 * args.n} mention answers posted after {answered:.1f} s")  # fmt: skip
    fake.stop()


if __name__ == "__main__":
    main()
