"""The deployment the README describes, for real: one `chroma run` server, one PostgreSQL
(started here from Debian's package), two `cvbot serve --http` replicas sharing both, and a
`cvbot ingest` job, with the local fake Slack Web API. A load balancer in front of replicas
delivers one Slack event to either, and Slack retries: here every event goes to both
replicas, twice.

* 0 duplicate and 0 lost answers over a burst of questions;
* a thread follow-up delivered to the other replica is answered in the thread's context;
* a CV ingested by a separate job is answered by both replicas within 10 s, no restart;
* PostgreSQL down: events are refused with 500 (Slack retries them), answered once after;
* a replica SIGKILLed mid-answer: the other takes its claim over and answers.

Skipped only when PostgreSQL is not installed (the message says what to install)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.settings import Settings
from bot.slack.replies import SEARCHING
from ingest.job import Indexer
from tests.chroma_server import ChromaServer, free_port
from tests.conftest import EXAMPLES, CountingEmbedder
from tests.fake_slack import FakeSlack
from tests.postgres_server import PostgresMissing, PostgresServer
from tests.slack_harness import event_callback, mention, signed_headers
from vectorstore.config import StoreSettings
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

SECRET = "topology-signing-secret"
CHANNEL = "C1"
LEASE_S = 5  # short, so the SIGKILL case is quick (taken over 5-7 s after death), yet
# 3 s longer than the renewal interval, for a replica slowed down by a loaded CI machine

NEW_CV = """# Zhou Lan

zhou.lan@example.org · +1 555 0100 777

## Experience

Snowflake, Senior Software Engineer, 2021 - present
- Built the query result cache for the distributed SQL engine.

Dropbox, Software Engineer, 2017 - 2021
- Worked on the block storage sync service.

## Education

University of Waterloo, BMath in Computer Science, 2013 - 2017
"""


class Replica:
    """One `cvbot serve --http` process."""

    def __init__(self, name: str, env: dict[str, str], data_dir: Path, logs: Path) -> None:
        self.name = name
        self.port = free_port()
        self.log = logs / f"{name}.log"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "bot.cli", "serve", "--http", "--port", str(self.port)],
            env={**env, "CVBOT_DATA_DIR": str(data_dir)},
            stdout=subprocess.DEVNULL,
            stderr=self.log.open("wb"),
        )
        self.url = f"http://127.0.0.1:{self.port}/slack/events"

    def wait_ready(self, timeout: float = 150) -> None:
        deadline = time.time() + timeout
        while time.time() < deadline:
            assert self.proc.poll() is None, f"{self.name} exited: {self.log.read_text()}"
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/readyz", timeout=2):
                    return
            except (OSError, urllib.error.HTTPError):
                time.sleep(0.2)
        raise AssertionError(f"{self.name} not ready: {self.log.read_text()}")

    def readiness(self) -> tuple[int, str]:
        """/readyz's status code and status."""
        url = f"http://127.0.0.1:{self.port}/readyz"
        try:
            with urllib.request.urlopen(url, timeout=10) as response:
                return int(response.status), json.loads(response.read())["status"]
        except urllib.error.HTTPError as exc:
            return int(exc.code), json.loads(exc.read())["status"]

    def post(self, body: dict[str, Any], retry: int | None = None) -> int:
        raw = json.dumps(body)
        headers = signed_headers(SECRET, raw, "application/json")
        if retry is not None:
            headers |= {"X-Slack-Retry-Num": str(retry), "X-Slack-Retry-Reason": "http_timeout"}
        request = urllib.request.Request(self.url, data=raw.encode(), headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return int(response.status)
        except urllib.error.HTTPError as exc:
            return int(exc.code)
        except OSError:
            return 0  # a replica killed by the test

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class Topology:
    def __init__(self, fake: FakeSlack, replicas: list[Replica], pg: PostgresServer,
                 state_url: str, env: dict[str, str]) -> None:  # fmt: skip
        self.fake, self.replicas, self.pg = fake, replicas, pg
        self.state_url, self.env = state_url, env
        self._n = 0

    def new_event(self, text: str, **event: Any) -> tuple[dict[str, Any], str]:
        """An event_callback mentioning the bot (or `event` as given) and its ts."""
        self._n += 1
        ts = f"{time.time():.6f}{self._n:03d}"
        body = mention(text, ts, CHANNEL) | event | {"ts": ts}
        return event_callback(body, f"EvTopo{time.time_ns()}{self._n}"), ts

    def deliver_everywhere(self, body: dict[str, Any]) -> None:
        """To both replicas at once, then Slack's retry to both."""
        for retry in (None, 1):
            sends = [threading.Thread(target=r.post, args=(body, retry)) for r in self.replicas]
            for send in sends:
                send.start()
            for send in sends:
                send.join()

    def placeholders(self, thread_ts: str) -> list[dict[str, Any]]:
        return [
            p for p in self.fake.calls_to("chat.postMessage")
            if p.get("thread_ts") == thread_ts and p.get("text") in SEARCHING.values()
        ]  # fmt: skip

    def answers(self, thread_ts: str) -> list[str]:
        """The answers posted in a thread: each placeholder's update with blocks, as text."""
        stamps = {p.get("_ts") for p in self.placeholders(thread_ts)}
        return [
            _text(u["blocks"]) for u in self.fake.calls_to("chat.update")
            if u.get("ts") in stamps and u.get("blocks")
        ]  # fmt: skip

    def wait_answer(self, thread_ts: str, timeout: float = 60) -> str:
        deadline = time.time() + timeout
        while time.time() < deadline:
            found = self.answers(thread_ts)
            if found:
                return found[0]
            time.sleep(0.05)
        calls = [(m, {k: str(v)[:80] for k, v in c.items()}) for m, c in self.fake.calls]
        raise AssertionError(f"no answer in thread {thread_ts}: Slack calls {calls[-12:]}")

    def claimer(self, event_id: str, timeout: float = 20) -> int:
        """The pid of the replica holding an event's claim (read from PostgreSQL)."""
        import psycopg

        deadline = time.time() + timeout
        while time.time() < deadline:
            with psycopg.connect(self.state_url) as conn:
                row = conn.execute(
                    "SELECT claimed_by FROM events WHERE event_id = %s", (event_id,)
                ).fetchone()
            if row:
                return int(str(row[0]).split(":")[1])
            time.sleep(0.05)
        raise AssertionError(f"{event_id} never claimed")


def _text(blocks: list[dict[str, Any]]) -> str:
    out = []
    for block in blocks:
        if block["type"] == "section":
            out.append(block["text"]["text"])
    return "\n".join(out)


@pytest.fixture(scope="module")
def topology(
    tmp_path_factory: pytest.TempPathFactory, embedder: CountingEmbedder
) -> Iterator[Topology]:
    try:
        pg = PostgresServer().start()
    except PostgresMissing as exc:
        pytest.skip(f"the topology test needs PostgreSQL: {exc}")
    root = tmp_path_factory.mktemp("topology")
    chroma = ChromaServer(root / "chroma").start()
    fake = FakeSlack().start()
    replicas: list[Replica] = []
    try:
        state_url = pg.new_database()
        # the index the replicas start with, written through the Chroma server
        settings = Settings(data_dir=root / "seed", store=StoreSettings(chroma_url=chroma.url))
        store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding))
        opened = store.open()
        try:
            Indexer(opened, embedder, settings.ingest).ingest([EXAMPLES])
        finally:
            opened.close()
        env = {
            **os.environ,
            "SLACK_BOT_TOKEN": fake.bot_token,
            "SLACK_SIGNING_SECRET": SECRET,
            "CVBOT_SLACK_API_URL": fake.api_url,
            "CVBOT_SLACK_CHANNELS": CHANNEL,
            "CVBOT_STORE__CHROMA_URL": chroma.url,
            "CVBOT_STATE__URL": state_url,
            "CVBOT_STATE__LEASE_S": str(LEASE_S),
            "CVBOT_INGEST__EMBED_WORKERS": "1",
        }
        env.pop("SLACK_APP_TOKEN", None)
        replicas = [Replica(n, env, root / n, root) for n in ("replica-a", "replica-b")]
        for replica in replicas:
            replica.wait_ready()
        yield Topology(fake, replicas, pg, state_url, env)
    finally:
        for replica in replicas:
            replica.stop()
        fake.stop()
        chroma.stop()
        pg.stop()


def test_every_event_to_both_replicas_and_retried_is_answered_exactly_once(
    topology: Topology,
) -> None:
    questions = ["Who has worked at Huawei?", "Who has worked at Alibaba?", "Who knows Go?",
                 "Who studied at Tsinghua University?", "Who has a PhD?", "Who knows React?",
                 "Who has worked at Google?", "谁在华为工作过？"]  # fmt: skip
    sent = [topology.new_event(q) for q in questions]
    for body, _ in sent:
        topology.deliver_everywhere(body)
    for _, ts in sent:
        topology.wait_answer(ts)
    time.sleep(1.0)  # a duplicate would have posted its placeholder by now
    duplicates = sum(len(topology.placeholders(ts)) - 1 for _, ts in sent)
    lost = [ts for _, ts in sent if not topology.answers(ts)]
    assert (duplicates, lost) == (0, [])
    assert all(len(topology.answers(ts)) == 1 for _, ts in sent)


def test_a_follow_up_delivered_to_the_other_replica_keeps_the_thread(topology: Topology) -> None:
    a, b = topology.replicas
    first, root = topology.new_event("Who has worked at Alibaba?")
    assert a.post(first) == 200
    named = topology.wait_answer(root)
    assert "Chen Wei" in named and "Na Li" in named
    follow, _ = topology.new_event(
        "and which of them has a master's degree?",
        type="message", channel_type="channel", thread_ts=root, user="U1",
    )  # fmt: skip
    follow["event"]["text"] = "and which of them has a master's degree?"
    assert b.post(follow) == 200
    deadline = time.time() + 60
    while len(topology.answers(root)) < 2 and time.time() < deadline:
        time.sleep(0.05)
    answers = topology.answers(root)
    assert len(answers) == 2, "the follow-up was not answered"
    # without the thread, Fang Wang, Priya Raman, Lucas Martin and Sofia Rossi qualify too
    for outsider in ("Fang Wang", "Priya Raman", "Lucas Martin", "Sofia Rossi"):
        assert outsider not in answers[1]
    assert "Chen Wei" in answers[1] or "Na Li" in answers[1]


def test_a_cv_ingested_by_a_separate_job_is_answered_by_both_replicas_within_10_s(
    topology: Topology, tmp_path: Path
) -> None:
    question = "Who has worked at Snowflake?"
    before, ts = topology.new_event(question)
    topology.deliver_everywhere(before)
    assert "Zhou Lan" not in topology.wait_answer(ts)
    (tmp_path / "cvs").mkdir()
    (tmp_path / "cvs" / "zhou_lan.md").write_text(NEW_CV, encoding="utf-8")
    ingest = subprocess.run(
        [sys.executable, "-m", "bot.cli", "ingest", str(tmp_path / "cvs")],
        env={**topology.env, "CVBOT_DATA_DIR": str(tmp_path / "ingest-data")},
        capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert ingest.returncode == 0, ingest.stderr
    committed = time.time()
    seen: dict[str, float] = {}
    while len(seen) < 2 and time.time() - committed < 10:
        asked = []
        for replica in topology.replicas:
            if replica.name not in seen:
                body, ts = topology.new_event(question)
                assert replica.post(body) == 200
                asked.append((replica.name, ts))
        for name, ts in asked:
            if "Zhou Lan" in topology.wait_answer(ts, timeout=10):
                seen[name] = time.time() - committed
    print(f"new CV answered after the ingest's commit: {seen}")
    assert sorted(seen) == ["replica-a", "replica-b"], f"answered after the ingest: {seen}"
    assert max(seen.values()) < 10


def test_with_the_state_database_down_slack_retries_and_is_answered_once(
    topology: Topology,
) -> None:
    body, ts = topology.new_event("Who knows React?")
    topology.pg.kill()
    try:
        assert {r.post(body) for r in topology.replicas} == {500}  # not acked: Slack retries
        assert {r.readiness() for r in topology.replicas} == {(503, "state unavailable")}
    finally:
        topology.pg.restart()
    assert {r.readiness() for r in topology.replicas} == {(200, "ready")}
    topology.deliver_everywhere(body)  # Slack's retries, once PostgreSQL is back
    assert "Lucas Martin" in topology.wait_answer(ts)
    time.sleep(1.0)
    assert len(topology.answers(ts)) == 1


def test_a_replica_killed_mid_answer_loses_no_event(topology: Topology) -> None:
    body, ts = topology.new_event("Who has worked at Huawei?")
    topology.fake.delay["reactions.add"] = 8.0  # the claimer is held mid-answer here
    try:
        topology.deliver_everywhere(body)
        pid = topology.claimer(body["event_id"])
        deadline = time.time() + 30
        while not any(c.get("timestamp") == ts for c in topology.fake.calls_to("reactions.add")):
            assert time.time() < deadline, "the claimer never started answering"
            time.sleep(0.02)
        victim = next(r for r in topology.replicas if r.proc.pid == pid)
        victim.proc.send_signal(signal.SIGKILL)
        victim.proc.wait(timeout=10)
        killed = time.time()
    finally:
        topology.fake.delay.pop("reactions.add", None)
    answer = topology.wait_answer(ts, timeout=30)
    assert "Na Li" in answer
    taken_over = time.time() - killed
    print(f"answered {taken_over:.1f} s after the claimer was killed (lease {LEASE_S} s)")
    assert taken_over < LEASE_S + 10
    time.sleep(1.0)
    assert len(topology.answers(ts)) == 1
    survivor = next(r for r in topology.replicas if r is not victim)
    assert survivor.proc.poll() is None
