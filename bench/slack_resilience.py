"""Acknowledged questions across a Slack outage and across a SIGTERM.

    PYTHONPATH=. python bench/slack_resilience.py outage [--mentions 60] [--down 4]
    PYTHONPATH=. python bench/slack_resilience.py sigterm [--mentions 33]

`outage`: the real Bolt app (embedded index of examples/cvs) on 127.0.0.1 and the tests'
fake Slack Web API; mentions arrive at ~20 per second and, after the first ten, the fake's
port refuses connections for `--down` seconds (Slack's API unreachable; the bot has already
acknowledged the events, so Slack would never resend them). Reports answered / lost,
duplicates, "Searching…" placeholders left, replies that went through the outbox, and when
the last answer arrived after Slack was back.

`sigterm`: a real `cvbot serve --http` process (bot/slack/server.py `run`, examples/cvs
indexed) gets `--mentions` questions at once and a SIGTERM as soon as all are acknowledged.
Reports how many were answered, told "restarting" or left without a reply, and the time
from SIGTERM to exit.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from bot.settings import Settings
from bot.slack.replies import KEPT, RESTARTING
from bot.slack.server import make_http_server
from bot.slack.settings import SlackSettings
from tests.fake_slack import FakeSlack
from tests.slack_harness import SignedSlack, bot_app
from vectorstore.embeddings import USEM3Embeddings

SECRET = "bench-secret"
CHANNEL, USER = "C0BENCH", "U0BENCH"
QUESTIONS = [
    "Who has worked at Huawei?",
    "Who has worked on GPU sharing at Alibaba?",
    "谁在华为工作过？",
    "Who knows React?",
    "Who studied at Tsinghua University?",
    "Who has a PhD?",
]
REPO = Path(__file__).resolve().parent.parent


def _thread_replies(fake: FakeSlack, ts: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    posts = [p for p in fake.calls_to("chat.postMessage") if p.get("thread_ts") == ts]
    marks = {p.get("_ts") for p in posts}
    return posts, [u for u in fake.calls_to("chat.update") if u.get("ts") in marks]


def _answers(fake: FakeSlack, ts: str) -> int:
    """Answers in the thread: messages with the 👍/👎 buttons only answers have."""
    posts, updates = _thread_replies(fake, ts)
    return sum('"feedback_up"' in json.dumps(m.get("blocks") or "") for m in posts + updates)


class _Count(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.kept = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.kept += "kept for later" in record.getMessage()


def outage(mentions: int, down: float) -> None:
    fake = FakeSlack().start()
    counter = _Count()
    logging.getLogger("bot.slack.delivery").addHandler(counter)
    logging.getLogger("bot.slack.delivery").setLevel(logging.INFO)
    with tempfile.TemporaryDirectory() as tmp:
        slack = SlackSettings(
            SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET=SECRET,
            CVBOT_SLACK_API_URL=fake.api_url, CVBOT_SLACK_CHANNELS=CHANNEL,
        )  # fmt: skip
        with bot_app(Settings(data_dir=Path(tmp), slack=slack), USEM3Embeddings()) as (app, _):
            server = make_http_server(app, "127.0.0.1", 0).start()
            signed = SignedSlack(server.url, SECRET, fake.base)
            threads = [f"1700100{n:03d}.000100" for n in range(mentions)]
            acked, back_at = 0, 0.0
            for n, ts in enumerate(threads):
                if n == 10:
                    outage_thread = fake.outage(down)
                question = QUESTIONS[n % len(QUESTIONS)]
                acked += signed.mention(question, CHANNEL, USER, ts)[0] == 200
                time.sleep(0.05)
            outage_thread.join()
            back_at = time.monotonic()
            deadline = back_at + 180
            while time.monotonic() < deadline and any(not _answers(fake, t) for t in threads):
                time.sleep(0.1)
            last = time.monotonic() - back_at
            time.sleep(2)
            answered = sum(bool(_answers(fake, t)) for t in threads)
            twice = sum(_answers(fake, t) > 1 for t in threads)
            searching = 0
            for ts in threads:
                posts, updates = _thread_replies(fake, ts)
                updated = {u.get("ts") for u in updates}
                searching += sum(p["text"].startswith("Searching") and p.get("_ts") not in updated
                                 for p in posts)  # fmt: skip
            server.stop(timeout=60)
    fake.stop()
    print(f"{mentions} mentions, Slack unreachable for {down:.0f} s after the 10th: acked "
          f"{acked}, answered {answered}, lost {mentions - answered}, answered twice {twice}, "
          f"'Searching…' left {searching}, replies kept in the outbox {counter.kept}, last "
          f"answer {last:.1f} s after Slack was back")  # fmt: skip


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
"""


def sigterm(mentions: int) -> None:
    fake = FakeSlack().start()
    with tempfile.TemporaryDirectory() as tmp:
        env = os.environ | {
            "CVBOT_DATA_DIR": tmp, "SLACK_BOT_TOKEN": fake.bot_token,
            "SLACK_SIGNING_SECRET": SECRET, "CVBOT_SLACK_API_URL": fake.api_url,
            "CVBOT_SLACK_CHANNELS": CHANNEL, "ANONYMIZED_TELEMETRY": "False",
        }  # fmt: skip
        env.pop("SLACK_APP_TOKEN", None)
        command = [sys.executable, "-c", _SERVE, str(REPO / "examples/cvs")]
        process = subprocess.Popen(command, cwd=REPO, env=env, stderr=subprocess.PIPE, text=True)
        assert process.stderr is not None
        seen = ""
        while not (found := re.search(r"listening on (http://\S+/slack/events)", seen)):
            line = process.stderr.readline()
            if not line:
                raise SystemExit(f"the bot did not start:\n{seen}")
            seen += line
        signed = SignedSlack(found[1], SECRET, fake.base)
        threads = [f"1700200{n:03d}.000100" for n in range(mentions)]
        asked = [(QUESTIONS[n % len(QUESTIONS)], ts) for n, ts in enumerate(threads)]
        with ThreadPoolExecutor(mentions) as senders:
            acks = list(senders.map(lambda qt: signed.mention(qt[0], CHANNEL, USER, qt[1])[0],
                                    asked))  # fmt: skip
        before = sum(bool(_answers(fake, t)) for t in threads)
        started = time.monotonic()
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=120)
        took = time.monotonic() - started
    fake.stop()
    answered = sum(bool(_answers(fake, t)) for t in threads)
    told = 0
    for ts in threads:
        posts, updates = _thread_replies(fake, ts)
        texts = {m["text"] for m in posts + updates}
        told += bool(texts & {RESTARTING["en"], KEPT["en"]}) and not _answers(fake, ts)
    print(f"{mentions} questions, SIGTERM once all were acknowledged ({acks.count(200)} acked): "
          f"answered {answered} ({before} before the SIGTERM), told restarting/kept {told}, "
          f"no reply "
          f"{mentions - answered - told}; SIGTERM to exit {took:.1f} s (exit code "
          f"{process.returncode})")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("scenario", choices=["outage", "sigterm"])
    parser.add_argument("--mentions", type=int, default=None)
    parser.add_argument("--down", type=float, default=4.0, help="seconds Slack is unreachable")
    args = parser.parse_args()
    if args.scenario == "outage":
        outage(args.mentions or 60, args.down)
    else:
        sigterm(args.mentions or 33)


if __name__ == "__main__":
    main()
