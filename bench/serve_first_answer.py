"""The first answer after a bot starts, at scale: what a Slack user meets after a restart.

    python -m bench.serve_first_answer --data /tmp/d10k [--question "..."]... [--runs 2]

Each run is a fresh process that does what `cvbot serve` does before and after it listens
(bot_session: store, embedder, indexer, engine; then the warm-up thread), and asks one
question at the moment the bot would start taking events. Three cases, each its own process:

- `after warm-up`: the question arrives when the warm-up has finished (the transport
  connects to Slack in parallel and takes a few seconds);
- `during warm-up`: the question arrives at once, while the warm-up is loading (the worst
  case a user meets after a restart: it waits for the loads the warm-up has begun);
- `no warm-up`: the question arrives at once and does all the loading itself.

Printed per case: seconds from process start until the bot would listen, the warm-up's
seconds, the first answer's seconds, CPU seconds and peak RSS of the process.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

_CHILD = """
import json, resource, sys, time
t0 = time.perf_counter()
from bot.cli.serve import warm_up_in_background
from bot.services import bot_session
from bot.settings import Settings
question, mode = sys.argv[1], sys.argv[2]
with bot_session(Settings()) as services:
    listening = time.perf_counter() - t0
    warmed = 0.0
    if mode != "none":
        thread = warm_up_in_background(services)
        if mode == "after":
            thread.join()
            warmed = time.perf_counter() - t0 - listening
    t1 = time.perf_counter()
    answer = services.ask(question, [])
    first = time.perf_counter() - t1
usage = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({
    "listening_s": listening, "warm_up_s": warmed, "first_answer_s": first,
    "cpu_s": usage.ru_utime + usage.ru_stime, "rss_mb": usage.ru_maxrss / 1024,
    "candidates": len(answer.candidates),
}))
"""


def run(data: Path, question: str, mode: str) -> dict[str, float]:
    env = {**os.environ, "CVBOT_DATA_DIR": str(data)}
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, question, mode],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, required=True, help="an index dir")
    parser.add_argument("--question", action="append", help="(repeatable)")
    parser.add_argument("--runs", type=int, default=2)
    args = parser.parse_args()
    questions = args.question or [
        "Who has worked at Alibaba?",
        "Who has worked on GPU sharing at Alibaba?",  # a topic: the embedder and vectors too
    ]
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    cases = (("after warm-up", "after"), ("during warm-up", "during"), ("no warm-up", "none"))
    for question in questions:
        print(question)
        for label, mode in cases:
            for _ in range(args.runs):
                started = time.perf_counter()
                r = run(args.data, question, mode)
                print(
                    f"  {label:14} listening {r['listening_s']:5.2f} s"
                    f"  warm-up {r['warm_up_s']:5.2f} s"
                    f"  first answer {r['first_answer_s']:5.2f} s  cpu {r['cpu_s']:5.2f} s"
                    f"  rss {r['rss_mb']:5.0f} MB  ({int(r['candidates'])} candidates,"
                    f" {time.perf_counter() - started:.1f} s in all)"
                )


if __name__ == "__main__":
    main()
