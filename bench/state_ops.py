"""What one bot-state operation costs: claim a new Slack event, refuse a duplicate, finish
an event, add a thread turn, read a thread's history; on SQLite in a temp dir, and with
`--postgres` on a PostgreSQL started for the run from Debian's package (on 127.0.0.1).

    PYTHONPATH=. python bench/state_ops.py [--postgres] [--n 1000]

One thread, mean milliseconds per call over `--n` calls (the ack path runs `claim`)."""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bot.answer.models import Answer
from bot.state.settings import StateSettings
from bot.state.store import open_state
from tests.postgres_server import PostgresServer

BODY = json.dumps({"type": "event_callback", "event_id": "Ev1", "event": {
    "type": "app_mention", "user": "U1", "channel": "C1", "ts": "1.000001",
    "text": "<@UBOT> Who has worked on GPU sharing at Alibaba?"}})  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--postgres", action="store_true")
    parser.add_argument("--n", type=int, default=1000)
    args = parser.parse_args()
    server = PostgresServer().start() if args.postgres else None
    try:
        url = server.new_database() if server else None
        state = open_state(StateSettings(url=url), Path(tempfile.mkdtemp(prefix="cvbot-st-")))
        answer = Answer(question="Who has worked at Alibaba?", language="en")
        ops: list[tuple[str, Callable[[int], object]]] = [
            ("claim a new event", lambda i: state.claim_event(f"E{i}", BODY)),
            ("refuse a duplicate", lambda i: state.claim_event(f"E{i}", BODY)),
            ("finish an event", lambda i: state.finish_event(f"E{i}")),
            ("add a thread turn", lambda i: state.add_turn("C1", f"{i % 50}", "q", answer)),
            ("read a thread (5 turns)", lambda i: state.history("C1", f"{i % 50}")),
        ]
        print(f"state: {'PostgreSQL' if server else 'SQLite'}, {args.n} calls each")
        for label, op in ops:
            started = time.perf_counter()
            for i in range(args.n):
                op(i)
            print(f"{label:26s} {(time.perf_counter() - started) / args.n * 1000:.2f} ms")
        state.close()
    finally:
        if server:
            server.stop()


if __name__ == "__main__":
    main()
