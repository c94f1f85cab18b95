"""Faults: a full disk during ingest, a Chroma server that goes away while the bot runs,
Slack answering 500."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bot.settings import Settings
from bot.slack.settings import SlackSettings
from ingest.job import Indexer
from tests.chroma_server import ChromaServer
from tests.conftest import EXAMPLES, CountingEmbedder, write
from tests.fake_slack import FakeSlack
from tests.fixtures.cvs import person_cv
from tests.slack_harness import http_bot
from tests.test_job import assert_consistent
from tests.test_slack import ADMIN, SECRET, Bot, _texts
from vectorstore.config import StoreSettings
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

LIMITED_INGEST = """
import resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)   # a write past the limit fails with EFBIG
limit = int(sys.argv[1])
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
sys.argv = ["cvbot", "ingest", sys.argv[2]]
from bot.cli import main
main()
"""


def test_disk_full_during_ingest_is_a_clear_error_and_loses_nothing(
    tmp_path: Path, embedder: CountingEmbedder
) -> None:
    data = tmp_path / "data"
    env = {**os.environ, "CVBOT_DATA_DIR": str(data)}
    env.pop("CVBOT_STORE__CHROMA_URL", None)
    first = subprocess.run([sys.executable, "-m", "bot.cli", "ingest", str(EXAMPLES)], env=env,
                           capture_output=True, text=True, timeout=300)  # fmt: skip
    assert first.returncode == 0, first.stderr
    more = tmp_path / "more"
    for i in range(60):
        cv = person_cv(f"Person Number{i}", f"Company {i} Ltd", f"University {i}", f"p{i}@x.org")
        details = "\n".join(f"- Line {k} about project {i} and its details." for k in range(40))
        write(more / f"p{i}.md", cv + details)
    sizes = [f.stat().st_size for f in data.rglob("*") if f.is_file()]
    limit = max(sizes) + 64_000  # no file of the index may grow much: the disk is "full"
    result = subprocess.run(
        [sys.executable, "-c", LIMITED_INGEST, str(limit), str(more)],
        env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert result.returncode == 2, (result.returncode, result.stderr[-2000:])
    assert "disk under the index is full" in result.stderr
    assert "Traceback" not in result.stderr
    settings = Settings(data_dir=data)
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    try:
        indexer = Indexer(store, embedder, settings.ingest)
        assert len(indexer.candidates()) >= 7  # what was indexed before is intact
        report = indexer.ingest([more])  # with space again, the next run completes it
        assert not report.failed
        assert_consistent(indexer)
    finally:
        store.close()


def _slack_settings(tmp_path: Path, fake: FakeSlack, **kw: Any) -> Settings:
    slack = SlackSettings(SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET=SECRET,
                          CVBOT_SLACK_API_URL=fake.api_url)  # fmt: skip
    return Settings(data_dir=tmp_path, slack=slack, **kw)


def test_chroma_server_down_then_back_while_the_bot_runs(
    tmp_path: Path, embedder: CountingEmbedder
) -> None:
    server = ChromaServer(tmp_path / "chroma").start()
    fake = FakeSlack().start()
    settings = _slack_settings(tmp_path, fake, store=StoreSettings(chroma_url=server.url))
    settings.slack.admins = [ADMIN]
    try:
        with http_bot(settings, embedder) as (url, services):
            bot = Bot(url, fake, services)
            server.stop()
            bot.mention("Who has worked at Huawei?", ts="1700000100.000001")
            update = fake.wait_for("chat.update", 1)[-1]
            assert "not reachable" in update["text"]
            # `/cv` says what to check, never the server's address (the CLI shows it)
            for command, user in (("Who has worked at Huawei?", "U0USER"), ("reindex", ADMIN)):
                bot.command(command, user=user)
                (reply,) = bot.responses()
                shown = reply["text"] + json.dumps(reply["blocks"])
                assert "not reachable" in reply["text"] and "Chroma server" in reply["text"]
                assert "check that the Chroma server is running" in reply["text"]
                port = server.url.rsplit(":", 1)[-1]
                assert "http" not in shown and f":{port}" not in shown
                assert "127.0.0.1" not in shown and "localhost" not in shown

            server.start()  # same port, same data; the bot was not restarted
            bot.mention("Who has worked at Huawei?", ts="1700000200.000001")
            deadline = time.time() + 60
            updates: list[dict[str, Any]] = []
            while time.time() < deadline and not updates:
                updates = [u for u in fake.calls_to("chat.update") if u.get("blocks")]
                time.sleep(0.1)
            assert updates and "Na Li" in _texts(updates[-1]["blocks"])
    finally:
        fake.stop()
        server.stop()


def test_slack_500_is_retried_and_the_answer_arrives_once(
    tmp_path: Path, embedder: CountingEmbedder
) -> None:
    fake = FakeSlack().start()
    try:
        with http_bot(_slack_settings(tmp_path, fake), embedder) as (url, services):
            bot = Bot(url, fake, services)
            fake.fail["chat.update"] = [500]
            bot.mention("Who knows React?", ts="1700000300.000001")
            fake.wait_for("chat.update", 1)
            assert fake.calls_to("chat.update#500")
            time.sleep(1)
            updates = fake.calls_to("chat.update")
            assert len(updates) == 1 and "Lucas Martin" in json.dumps(updates[0]["blocks"])
    finally:
        fake.stop()
