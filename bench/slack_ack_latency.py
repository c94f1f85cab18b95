"""Ack latency of the Slack HTTP endpoint under a burst of concurrent requests.

    PYTHONPATH=. python bench/slack_ack_latency.py [--concurrent 50] [--rounds 3]
    PYTHONPATH=. python bench/slack_ack_latency.py --transport wsgiref   # the old server
    PYTHONPATH=. python bench/slack_ack_latency.py --postgres   # bot state in PostgreSQL

Starts the real Bolt app (embedded index of examples/cvs) on 127.0.0.1 behind the
production transport (uvicorn + Bolt's ASGI adapter, bot/slack/server.py) against the
tests' fake Slack Web API. Each round fires N signed requests at once from N threads (a
barrier releases them together): half app_mention events, half `/cv` commands, while the
answers of earlier rounds are still being computed. Reports ack p50/p95/p99/max over all
acknowledged requests (Slack retries after 3 s; target p99 <= 300 ms), failed requests
(refused, reset or not 200), and whether every acknowledged request got its answer (none
lost). `--transport wsgiref` serves the same app with
the standard library's server that cvbot used before, for comparison. `--postgres` keeps
the bot state (event claims, threads) in a PostgreSQL started for the run from Debian's
package (tests/postgres_server.py) instead of SQLite in the data dir.
"""

from __future__ import annotations

import argparse
import json
import logging
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from socketserver import ThreadingMixIn
from typing import Any
from urllib.parse import urlencode
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from slack_bolt import App

from bot.settings import Settings
from bot.slack.settings import SlackSettings
from bot.state.settings import StateSettings
from tests.fake_slack import FakeSlack
from tests.postgres_server import PostgresServer
from tests.slack_harness import bot_app, event_callback, mention, signed_headers
from vectorstore.embeddings import USEM3Embeddings

SECRET = "bench-secret"
QUESTIONS = ["Who has worked on GPU sharing at Alibaba?", "谁在华为工作过？", "Who knows React?"]


def signed_post(url: str, body: str, content_type: str) -> float | None:
    """Ack time in ms, or None if the request failed."""
    headers = signed_headers(SECRET, body, content_type)
    request = urllib.request.Request(url, data=body.encode(), headers=headers)
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            response.read()
            if response.status != 200:
                return None
    except (urllib.error.URLError, OSError):
        return None
    return (time.perf_counter() - started) * 1000


@contextmanager
def wsgiref_transport(app: App) -> Iterator[str]:
    """The standard library's threading WSGI server (backlog 5), as cvbot had before."""
    from slack_bolt.adapter.wsgi import SlackRequestHandler

    class Server(ThreadingMixIn, WSGIServer):
        daemon_threads = True

    class Quiet(WSGIRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            return

    server = make_server("127.0.0.1", 0, SlackRequestHandler(app), Server, Quiet)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/slack/events"
    finally:
        server.shutdown()


@contextmanager
def production_transport(app: App) -> Iterator[str]:
    from bot.slack.server import make_http_server

    transport = make_http_server(app, "127.0.0.1", 0).start()
    try:
        yield transport.url
    finally:
        transport.stop(timeout=120)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--concurrent", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--transport", choices=["uvicorn", "wsgiref"], default="uvicorn")
    parser.add_argument("--postgres", action="store_true", help="bot state in PostgreSQL")
    parser.add_argument("--debug", action="store_true")
    args = parser.parse_args()
    postgres = PostgresServer().start() if args.postgres else None
    logging.basicConfig(level=logging.DEBUG if args.debug else logging.WARNING)
    data = Path(tempfile.mkdtemp(prefix="cvbot-ack-"))
    fake = FakeSlack().start()
    slack = SlackSettings(SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET=SECRET,
                          CVBOT_SLACK_API_URL=fake.api_url, CVBOT_SLACK_CHANNELS="C1")  # fmt: skip
    state = StateSettings(url=postgres.new_database() if postgres else None)
    settings = Settings(data_dir=data, slack=slack, state=state)
    serve = production_transport if args.transport == "uvicorn" else wsgiref_transport
    acks: list[float] = []
    failed = 0
    mentions = commands = 0
    with bot_app(settings, USEM3Embeddings()) as (app, services), serve(app) as url:
        services.ask("warm-up", [])
        started = time.perf_counter()
        for r in range(args.rounds):
            barrier = threading.Barrier(args.concurrent)
            results: list[float | None] = [None] * args.concurrent

            def send(i: int, r: int = r, barrier: threading.Barrier = barrier,
                     results: list[float | None] = results) -> None:  # fmt: skip
                n = r * args.concurrent + i
                question = QUESTIONS[n % len(QUESTIONS)]
                if i % 2:
                    form = {"command": "/cv", "text": question, "user_id": "U1",
                            "channel_id": "C1", "team_id": "T1", "trigger_id": "1.2.3",
                            "response_url": f"{fake.base}/response/{n}"}  # fmt: skip
                    body, kind = urlencode(form), "application/x-www-form-urlencoded"
                else:
                    body = json.dumps(
                        event_callback(mention(question, f"{1.7e9 + n:.6f}"), f"Ev{n}")
                    )
                    kind = "application/json"
                barrier.wait()
                results[i] = signed_post(url, body, kind)

            threads = [threading.Thread(target=send, args=(i,)) for i in range(args.concurrent)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            acks += [a for a in results if a is not None]
            failed += sum(a is None for a in results)
            # the acknowledged requests, each of which must get its answer
            commands += sum(a is not None for i, a in enumerate(results) if i % 2)
            mentions += sum(a is not None for i, a in enumerate(results) if not i % 2)
        sent = time.perf_counter() - started
        busy = len(fake.calls_to("chat.update")) < mentions
        deadline = time.time() + 600
        while time.time() < deadline:
            answered = len(fake.calls_to("chat.update"))
            responded = sum(1 for m, _ in list(fake.calls) if m.startswith("response/"))
            if answered >= mentions and responded >= commands:
                break
            time.sleep(0.1)
        done = time.perf_counter() - started
    fake.stop()
    if postgres:
        postgres.stop()
    total = args.rounds * args.concurrent
    print(f"state: {'PostgreSQL' if postgres else 'SQLite'}")
    print(f"transport {args.transport}: {args.rounds} rounds x {args.concurrent} concurrent "
          "signed requests (half mentions, half /cv)")  # fmt: skip
    print(f"ack p50 {percentile(acks, 0.5):.0f} ms  p95 {percentile(acks, 0.95):.0f} ms  "
          f"p99 {percentile(acks, 0.99):.0f} ms  max {max(acks):.0f} ms  "
          f"failed {failed}/{total}")  # fmt: skip
    print(
        f"all requests sent in {sent:.1f} s (answers still computing: {busy}); "
        f"answers to acknowledged requests: {answered}/{mentions} mentions, "
        f"{responded}/{commands} /cv, lost {mentions - answered + commands - responded}, "
        f"all in after {done:.1f} s"
    )


if __name__ == "__main__":
    main()
