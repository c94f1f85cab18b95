"""Load: N concurrent askers through the Slack HTTP endpoint for a fixed time.

    python bench/slack_load.py --askers 8 --seconds 60 [--server] [--ingest DIR]

The real Bolt app on 127.0.0.1 against the tests' fake Slack Web API; each asker sends
signed app_mention events back to back. Reports requests, errors, ack p50/p95/p99,
answers posted and duplicate replies (two answers to one event). With --server the index
is a `chroma run` server, and --ingest DIR runs an ingest job against the same server during
the load.
"""

from __future__ import annotations

import argparse
import collections
import json
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from bot.settings import Settings
from bot.slack.settings import SlackSettings
from ingest.job import Indexer
from tests.chroma_server import ChromaServer
from tests.fake_slack import FakeSlack
from tests.slack_harness import event_callback, http_bot, mention, signed_headers
from vectorstore.config import StoreSettings
from vectorstore.embeddings import USEM3Embeddings, embedder_id
from vectorstore.store import CVStore

SECRET = "load-secret"
REPO = Path(__file__).resolve().parents[1]
QUESTIONS = ["Who has worked on GPU sharing at Alibaba?", "谁在华为工作过？", "Who knows React?",
             "Who has a PhD?", "谁做过推荐系统？", "Who has worked at Tesla?"]  # fmt: skip


def post(url: str, body: str) -> float:
    headers = signed_headers(SECRET, body, "application/json")
    req = urllib.request.Request(url, data=body.encode(), headers=headers)
    start = time.perf_counter()
    with urllib.request.urlopen(req, timeout=30) as response:
        response.read()
        if response.status != 200:
            raise RuntimeError(response.status)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--askers", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--server", action="store_true")
    parser.add_argument("--ingest", type=Path, default=None)
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="cvbot-load-"))
    chroma = ChromaServer(data / "chroma").start() if args.server else None
    store_settings = StoreSettings(chroma_url=chroma.url if chroma else None)
    fake = FakeSlack().start()
    slack = SlackSettings(SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET=SECRET,
                          CVBOT_SLACK_API_URL=fake.api_url)  # fmt: skip
    settings = Settings(data_dir=data, slack=slack, store=store_settings)
    embedder = USEM3Embeddings()
    with http_bot(settings, embedder) as (url, services):
        services.ask("warm-up", [])
        ingest_report: dict[str, int] = {}
        if args.ingest and chroma:

            def run_ingest() -> None:  # a separate job with its own client, like `cvbot ingest`
                other = CVStore(
                    store_settings, data / "job", embedder_id(settings.embedding)
                ).open()
                ingest_report.update(
                    Indexer(other, embedder, settings.ingest).ingest([args.ingest]).summary()
                )
                other.close()

            threading.Thread(target=run_ingest, daemon=True).start()

        acks: list[float] = []
        errors: list[str] = []
        sent: list[str] = []
        lock = threading.Lock()
        deadline = time.time() + args.seconds

        def asker(n: int) -> None:
            i = 0
            while time.time() < deadline:
                i += 1
                ts = f"{1.7e9 + n * 100000 + i:.6f}"
                event = mention(QUESTIONS[(n + i) % len(QUESTIONS)], ts)
                body = event_callback(event, f"Ev{n}-{i}")
                try:
                    ms = post(url, json.dumps(body))
                    with lock:
                        acks.append(ms)
                        sent.append(ts)
                except (OSError, RuntimeError, urllib.error.URLError) as exc:
                    with lock:
                        errors.append(type(exc).__name__)
                time.sleep(0.05)

        threads = [threading.Thread(target=asker, args=(n,)) for n in range(args.askers)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        # let the queued answers drain
        drain_deadline = time.time() + 600
        while time.time() < drain_deadline:
            answered = {u.get("ts") for u in fake.calls_to("chat.update")}
            if len(answered) >= len(sent):
                break
            time.sleep(0.5)
        # the bot's first reply in a thread is its "Searching…" placeholder; long answers add
        # continuation messages, which are not duplicates
        placeholders = collections.Counter(
            p.get("thread_ts")
            for p in fake.calls_to("chat.postMessage")
            if p.get("text") in ("Searching…", "正在查找…")
        )
        duplicates = sum(1 for ts in sent if placeholders.get(ts, 0) > 1)
        ordered = sorted(acks)

        def pct(p: float) -> float:
            return ordered[min(len(ordered) - 1, int(p * (len(ordered) - 1)))] if ordered else 0.0

        print(json.dumps({
            "mode": "server" + (" + ingest" if args.ingest else "") if chroma else "embedded",
            "askers": args.askers, "seconds": args.seconds, "requests": len(sent) + len(errors),
            "errors": len(errors),
            "answers_posted": len({u.get("ts") for u in fake.calls_to("chat.update")}),
            "duplicate_replies": duplicates, "ack_p50_ms": round(pct(0.5), 1),
            "ack_p95_ms": round(pct(0.95), 1), "ack_p99_ms": round(pct(0.99), 1),
            "ingest_during_load": ingest_report or None,
        }, indent=2))  # fmt: skip
    fake.stop()
    if chroma:
        chroma.stop()


if __name__ == "__main__":
    main()
