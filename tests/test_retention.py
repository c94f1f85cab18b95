"""Retention with a fake clock (no sleeps): people whose newest CV is older than the
retention period are listed, then erased through the erasure path; a newer CV keeps its
owner; `serve`'s sweeper runs once at start and then once per interval; the audit trail
is pruned past its own retention. People here are fictional."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.answer.engine import AnswerEngine
from bot.audit import Actor, AuditLog
from bot.commands import BotServices
from bot.privacy_settings import PrivacySettings
from bot.retention import DAY_S, RetentionSweeper, expiring, sweep
from bot.settings import Settings
from bot.state.store import open_state
from ingest.job import Indexer
from tests.conftest import CountingEmbedder, write
from tests.fixtures.cvs import EN_CV, ZH_CV
from vectorstore.embeddings import embedder_id
from vectorstore.store import CVStore

T0 = float(int(time.time()))  # "now" in these tests


class FakeClock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture()
def services(tmp_path: Path, embedder: CountingEmbedder) -> Iterator[BotServices]:
    """Marta's CV written 40 days before T0, Zhao's 10 days before; retention 30 days."""
    settings = Settings(data_dir=tmp_path / "data", privacy=PrivacySettings(retention_days=30))
    store = CVStore(settings.store, settings.data_dir, embedder_id(settings.embedding)).open()
    try:
        for name, text, age in (("marta.md", EN_CV, 40), ("zhao.md", ZH_CV, 10)):
            cv = write(tmp_path / "cvs" / name, text)
            clock = FakeClock(T0 - age * DAY_S)
            assert not Indexer(store, embedder, settings.ingest, clock).ingest([cv]).failed
        services = BotServices(
            settings, AnswerEngine(store, embedder), Indexer(store, embedder, settings.ingest)
        )
        services.state = open_state(settings.state, settings.data_dir)
        services.audit = AuditLog(services.state.engine)
        yield services
    finally:
        store.close()


def test_retention_lists_the_expired_then_erases_only_them(services: BotServices) -> None:
    privacy = services.settings.privacy
    listed = sweep(services.indexer, privacy, T0, apply=False)
    assert [e.candidate.display_name for e in listed.expired] == ["Marta Kowalski"]
    assert round(listed.expired[0].age_days) == 40 and listed.erased == []
    assert len(services.indexer.candidates()) == 2  # listing removes nothing

    done = sweep(services.indexer, privacy, T0, apply=True, audit=services.audit)
    assert [e.documents for e in done.erased] == [1]
    assert [c.display_name for c in services.indexer.candidates()] == ["赵磊"]
    assert services.audit is not None
    (entry,) = services.audit.entries()
    assert (entry.user, entry.action, entry.people) == ("system:retention", "retention",
                                                        [done.erased[0].person])  # fmt: skip
    assert sweep(services.indexer, privacy, T0 + 25 * DAY_S, apply=False).expired != []


def test_retention_off_expires_nobody(services: BotServices) -> None:
    off = PrivacySettings()
    assert off.retention_days is None
    assert sweep(services.indexer, off, T0 + 1000 * DAY_S, apply=True).erased == []
    assert expiring(services.indexer.candidates(), 50, T0) == []


def test_the_serve_sweeper_runs_at_start_then_once_per_interval(services: BotServices) -> None:
    clock = FakeClock(T0 - 20 * DAY_S)
    assert services.audit is not None
    services.audit.record(Actor.slack("U1", "C1"), "ask", "old question", [], now=T0 - 400 * DAY_S)
    services.audit.record(Actor.slack("U1", "C1"), "ask", "recent question", [], now=T0 - DAY_S)
    sweeper = RetentionSweeper(services, services.audit, clock)

    first = sweeper.tick()  # at start: nobody past 30 days yet; the 400-day-old entry goes
    assert first is not None and first.erased == [] and first.audit_pruned == 1
    clock.now += 23 * 3600
    assert sweeper.tick() is None  # not a day yet
    clock.now += 3600
    assert sweeper.tick() is not None  # a day later: swept again (Marta is 21 days old)
    assert len(services.indexer.candidates()) == 2
    clock.now = T0
    last = sweeper.tick()
    assert last is not None and [e.candidate.display_name for e in last.expired] == [
        "Marta Kowalski"
    ]
    assert [c.display_name for c in services.engine.candidates()] == ["赵磊"]
    queries = [e.query for e in services.audit.entries() if e.action == "ask"]
    assert queries == ["recent question"]
