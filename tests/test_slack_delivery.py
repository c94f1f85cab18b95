"""No acknowledged question is lost: across a Slack outage (retries with backoff, then the
outbox), across a stop (what was acknowledged is finished within the grace period) and
across the end of the grace period (unfinished event claims are taken over by the next
run). Signed
requests over real HTTP, the fake Slack (made unreachable for real: its port refuses
connections), the real engine over the example CVs."""

from __future__ import annotations

import json
import shutil
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.answer.engine import AnswerEngine
from bot.commands import BotServices
from bot.settings import Settings
from bot.slack.app import build_app
from bot.slack.claims import EventClaims
from bot.slack.client import make_client
from bot.slack.lifecycle import AnswerPool
from bot.slack.server import HttpTransport
from bot.slack.settings import SlackSettings
from bot.state.outbox import Outbox
from bot.state.settings import StateSettings
from bot.state.store import open_state
from ingest.job import Indexer
from tests.conftest import EXAMPLES, CountingEmbedder
from tests.fake_slack import FakeSlack
from tests.slack_harness import SignedSlack
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

SECRET = "delivery-secret"
CHANNEL, USER = "C0DELIVER", "U0DELIVER"
QUESTION, EXPECTED = "Who has worked at Huawei?", "Na Li"


@pytest.fixture(scope="module")
def indexed(embedder: CountingEmbedder, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data dir with the example CVs indexed, copied by each test (indexing takes seconds)."""
    data = tmp_path_factory.mktemp("indexed")
    settings = Settings(data_dir=data)
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    try:
        Indexer(store, embedder, settings.ingest).ingest([EXAMPLES])
    finally:
        store.close()
    return data


@pytest.fixture()
def data(indexed: Path, tmp_path: Path) -> Path:
    shutil.copytree(indexed, tmp_path / "data")
    return tmp_path / "data"


@contextmanager
def serving(
    data: Path, fake: FakeSlack, embedder: CountingEmbedder, *, retries: int = 4,
    grace_s: float = 20.0,
) -> Iterator[tuple[SignedSlack, HttpTransport]]:  # fmt: skip
    """The bot over `data` on a free port, stopped on exit the way SIGTERM stops it."""
    slack = SlackSettings(
        SLACK_BOT_TOKEN=fake.bot_token, SLACK_SIGNING_SECRET=SECRET,
        CVBOT_SLACK_API_URL=fake.api_url, CVBOT_SLACK_CHANNELS=CHANNEL,
    )  # fmt: skip
    # a short lease: what a stopped run left is taken over by the next one within a second
    settings = Settings(data_dir=data, slack=slack, state=StateSettings(lease_s=0.6))
    store = CVStore(settings.store, data, embedder_id(settings.embedding)).open()
    state = open_state(settings.state, data)
    try:
        indexer = Indexer(store, embedder, settings.ingest)
        services = BotServices(settings, AnswerEngine(store, embedder), indexer)
        pool = AnswerPool()
        claims = EventClaims(state, pool)
        app = build_app(settings, services, state, pool=pool, claims=claims,
                        client=make_client(slack, retries=retries))  # fmt: skip
        transport = HttpTransport(app, pool, "127.0.0.1", 0, grace_s=grace_s).start()
        try:
            with claims.kept(app):  # what `run` does
                yield SignedSlack(transport.url, SECRET, fake.base), transport
        finally:
            transport.stop(timeout=60)
    finally:
        store.close()
        state.close()


def _ask(slack: SignedSlack, ts: str) -> int:
    return slack.mention(QUESTION, CHANNEL, USER, ts)[0]


def _answers(fake: FakeSlack, ts: str) -> list[dict[str, Any]]:
    """The answers the thread got: an update of a placeholder, or a post, with the answer's
    blocks (a "Searching…" or "restarting" text is not one)."""
    posts = [p for p in fake.calls_to("chat.postMessage") if p.get("thread_ts") == ts]
    placeholders = {p.get("_ts") for p in posts}
    updates = [u for u in fake.calls_to("chat.update") if u.get("ts") in placeholders]
    return [m for m in posts + updates if EXPECTED in json.dumps(m.get("blocks") or "")]


def _wait_answered(fake: FakeSlack, threads: list[str], timeout: float) -> list[str]:
    """The threads still without an answer after `timeout` seconds."""
    deadline = time.time() + timeout
    while True:
        missing = [ts for ts in threads if not _answers(fake, ts)]
        if not missing or time.time() > deadline:
            return missing
        time.sleep(0.1)


def test_no_answer_is_lost_across_a_4_second_slack_outage(
    embedder: CountingEmbedder, data: Path
) -> None:
    fake = FakeSlack().start()
    try:
        with serving(data, fake, embedder) as (slack, _):
            threads = [f"1700001{n:03d}.000100" for n in range(16)]
            for ts in threads[:4]:
                assert _ask(slack, ts) == 200
            outage = fake.outage(4.0)  # Slack's API unreachable while answers are posted
            time.sleep(0.2)
            with pytest.raises(urllib.error.URLError):  # really unreachable
                urllib.request.urlopen(fake.api_url + "auth.test", timeout=5)
            with ThreadPoolExecutor(4) as senders:  # acked by the bot: Slack never resends
                assert set(senders.map(lambda ts: _ask(slack, ts), threads[4:])) == {200}
            status, _, command_url = slack.command(QUESTION, USER, CHANNEL)  # and a /cv
            assert status == 200
            outage.join()
            assert _wait_answered(fake, threads, timeout=90) == []  # 0 lost answers
            (reply,) = fake.wait_for(command_url.removeprefix(fake.base + "/"), timeout=60)
            assert EXPECTED in json.dumps(reply["blocks"])
            time.sleep(1.0)
            for ts in threads:
                assert len(_answers(fake, ts)) == 1  # each delivered once
                posts = [p for p in fake.calls_to("chat.postMessage") if p.get("thread_ts") == ts]
                left = [p for p in posts if p["text"].startswith("Searching")
                        and not [u for u in fake.calls_to("chat.update")
                                 if u.get("ts") == p.get("_ts")]]  # fmt: skip
                assert left == []  # no "Searching…" left for good
            state = open_state(StateSettings(), data)
            assert state.open_claims() == [] and Outbox(state).pending() == 0  # nothing left
    finally:
        fake.stop()


def test_an_answer_slack_refuses_beyond_the_retries_is_kept_and_delivered_once(
    embedder: CountingEmbedder, data: Path
) -> None:
    fake = FakeSlack().start()
    try:
        with serving(data, fake, embedder, retries=1) as (slack, _):
            fake.fail["chat.update"] = [503] * 4  # the call and its retry, then the outbox's
            ts = "1700002000.000100"
            assert _ask(slack, ts) == 200
            assert _wait_answered(fake, [ts], timeout=60) == []
            time.sleep(1.5)
            assert len(_answers(fake, ts)) == 1
            assert len(fake.calls_to("chat.update#503")) == 4
            assert Outbox(open_state(StateSettings(), data)).pending() == 0
    finally:
        fake.stop()


def test_a_stop_during_a_burst_answers_what_was_acknowledged(
    embedder: CountingEmbedder, data: Path
) -> None:
    fake = FakeSlack().start()
    try:
        with serving(data, fake, embedder) as (slack, transport):
            threads = [f"1700003{n:03d}.000100" for n in range(20)]
            with ThreadPoolExecutor(8) as senders:
                assert set(senders.map(lambda ts: _ask(slack, ts), threads)) == {200}
            started = time.monotonic()
            transport.stop(timeout=60)  # what SIGTERM does, with 20 questions acknowledged
            drained = time.monotonic() - started
        answered = len(threads) - len(_wait_answered(fake, threads, timeout=1))
        assert answered >= 0.9 * len(threads), f"{answered}/{len(threads)} in {drained:.1f} s"
        assert transport.asgi.drained is True
    finally:
        fake.stop()


def test_what_the_grace_period_leaves_is_answered_by_the_next_run(
    embedder: CountingEmbedder, data: Path
) -> None:
    fake = FakeSlack().start()
    try:
        threads = [f"1700004{n:03d}.000100" for n in range(6)]
        with serving(data, fake, embedder, grace_s=0.2) as (slack, transport):
            fake.delay["chat.postMessage"] = 1.0  # both workers busy, four questions queued
            with ThreadPoolExecutor(6) as senders:
                assert set(senders.map(lambda ts: _ask(slack, ts), threads)) == {200}
            _, _, command_url = slack.command(QUESTION, USER, CHANNEL)  # queued last
            fake.wait_for("chat.postMessage", 2)
            transport.stop(timeout=60)
            assert transport.asgi.drained is False
            pool = transport.asgi.pool
            deadline = time.time() + 30  # (a real process would have exited by now)
            while pool.busy and time.time() < deadline:
                time.sleep(0.05)
        fake.delay.clear()
        left = [ts for ts in threads if not _answers(fake, ts)]
        assert left, "the grace period was long enough for everything"
        time.sleep(1.0)  # the stopped run's claims are no longer renewed: their leases end
        kept = open_state(StateSettings(), data).open_claims()
        assert len(kept) == len(left) + 1  # and the /cv
        command_path = command_url.removeprefix(fake.base + "/")
        assert fake.calls_to(command_path) == []
        with serving(data, fake, embedder):  # the next run
            assert _wait_answered(fake, threads, timeout=60) == []
            (reply,) = fake.wait_for(command_path, timeout=60)
            assert EXPECTED in json.dumps(reply["blocks"])
        assert all(len(_answers(fake, ts)) == 1 for ts in threads)
        assert open_state(StateSettings(), data).open_claims() == []
    finally:
        fake.stop()
