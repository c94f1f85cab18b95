"""Start-up cost of the `cvbot` command, as a user meets it: each figure is a fresh process
(wall time, CPU time of the process and its children, peak RSS from wait4).

    python -m bench.cli_startup                                  # --help, settings import
    python -m bench.cli_startup --data .data/demo --data /tmp/d1000 [--runs 5] [--warm 20]

To measure another checkout with the same venv, run this file from that checkout's folder
with PYTHONPATH=. and --command "python -m bot.cli".

For each --data index: `cvbot candidates`, and `cvbot ask` cold twice: without the
retrieval cache (the first process after a write: chunks read from Chroma, BM25 built and
written) and with it (every later process); with --all-questions, each of QUESTIONS cold
with the cache (q1 … q5). --warm N also times N questions in one process
after a warm-up (p50/p95), to check that the warm path did not get slower. The machine's
load average is printed with the figures: on a shared machine, compare CPU times.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

QUESTIONS = [
    "Who has worked at Alibaba?",
    "Who has a PhD?",
    "Who knows Kubernetes?",
    "谁在华为工作过？",
    "Who has worked on GPU scheduling?",
]

_WARM = """
import json, sys, time
from bot.settings import Settings
from bot.services import engine_session
questions = json.loads(sys.argv[1])
times = []
with engine_session(Settings()) as engine:
    engine.ask("warm-up")
    cpu = time.process_time()
    for q in questions:
        start = time.perf_counter()
        engine.ask(q)
        times.append((time.perf_counter() - start) * 1000)
    cpu_ms = (time.process_time() - cpu) * 1000 / len(questions)
print(json.dumps({"times": times, "cpu_ms": cpu_ms}))
"""


def cvbot_command() -> list[str]:
    script = Path(sys.executable).with_name("cvbot")
    return [str(script)] if script.exists() else [sys.executable, "-m", "bot.cli"]


def run_once(argv: list[str], env: dict[str, str]) -> dict[str, float]:
    """Wall seconds, CPU seconds (user + system) and peak RSS (MB) of one process."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert process.stderr is not None
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    errors = process.stderr.read().decode("utf-8", "replace")
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} exited {process.returncode}: {errors.strip()}")
    return {
        "wall_s": round(wall, 3),
        "cpu_s": round(usage.ru_utime + usage.ru_stime, 3),
        "rss_mb": round(usage.ru_maxrss / 1024, 1),
    }


def measure(
    name: str, argv: list[str], env: dict[str, str], runs: int, before: Any = None
) -> dict[str, Any]:
    samples = []
    for _ in range(runs):
        if before is not None:
            before()
        samples.append(run_once(argv, env))
    row: dict[str, Any] = {"case": name, "runs": runs}
    for key in ("wall_s", "cpu_s", "rss_mb"):
        values = [s[key] for s in samples]
        row[key] = round(statistics.median(values), 3)
        row[key.replace("_", "_min_", 1)] = min(values)
    print(
        f"{name:<44} wall {row['wall_s']:6.2f} s (min {row['wall_min_s']:.2f})  "
        f"cpu {row['cpu_s']:6.2f} s  rss {row['rss_mb']:6.0f} MB",
        flush=True,
    )
    return row


def warm_latencies(env: dict[str, str], n: int) -> dict[str, Any]:
    questions = [QUESTIONS[i % len(QUESTIONS)] for i in range(n)]
    result = subprocess.run(
        [sys.executable, "-c", _WARM, json.dumps(questions)],
        env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    got = json.loads(result.stdout.strip().splitlines()[-1])
    times = sorted(got["times"])
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    row = {"case": "warm ask", "runs": n, "p50_ms": round(statistics.median(times)),
           "p95_ms": round(p95), "cpu_ms_per_question": round(got["cpu_ms"], 1)}  # fmt: skip
    print(
        f"{'warm ask (one process)':<44} p50 {row['p50_ms']} ms  p95 {row['p95_ms']} ms  "
        f"cpu {row['cpu_ms_per_question']} ms/question"
    )
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, action="append", default=[], help="an index dir")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--question",
        action="append",
        help="a question to ask cold (repeatable; default: the "
        "first of QUESTIONS); --all-questions asks each of QUESTIONS",
    )
    parser.add_argument("--all-questions", action="store_true")
    parser.add_argument("--warm", type=int, default=0, help="also time N warm questions")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--command", help='how to run cvbot (default: the venv\'s script), e.g. "python -m bot.cli"'
    )
    args = parser.parse_args()

    env = {**os.environ, "ANONYMIZED_TELEMETRY": "False"}
    env.pop("CVBOT_STORE__CHROMA_URL", None)
    cvbot = shlex.split(args.command) if args.command else cvbot_command()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs", flush=True)
    runs = args.runs
    rows = [
        measure("cvbot --help", [*cvbot, "--help"], env, args.runs),
        measure("import bot.settings", [sys.executable, "-c", "import bot.settings"], env, runs),
    ]
    for data in args.data:
        data_env = {**env, "CVBOT_DATA_DIR": str(data)}
        cache = data / "cache" / "retrieval"
        print(f"-- {data}", flush=True)
        rows.append(measure(f"cvbot candidates [{data.name}]", [*cvbot, "candidates"],
                            data_env, args.runs))  # fmt: skip
        questions = QUESTIONS if args.all_questions else (args.question or QUESTIONS[:1])
        for n, question in enumerate(questions):
            ask = [*cvbot, "ask", question]
            label = f"[{data.name}]" + (f" q{n + 1}" if len(questions) > 1 else "")
            if n == 0:
                rows.append(
                    measure(
                        f"cvbot ask, no retrieval cache {label}", ask, data_env, args.runs,
                        before=lambda c=cache: shutil.rmtree(c, True),
                    )
                )  # fmt: skip
            rows.append(measure(f"cvbot ask, retrieval cache {label}", ask, data_env, args.runs))
        if args.warm:
            rows.append({**warm_latencies(data_env, args.warm), "data": str(data)})
    print(f"load average {os.getloadavg()[0]:.2f} after", flush=True)
    if args.json:
        print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
